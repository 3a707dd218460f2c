import { useMemo } from "react";
import { formatDate, formatTimeRange, formatTimeRangeCompact } from "@/lib/i18n-format";
import { EventTag } from "@/components/event-tag";
import { buildMonthGrid, type MonthCell } from "../utils/month-grid";
import type { WeekEvent } from "./week-table";
import { useT } from "../i18n";

// 2006-01-01 was a Sunday: the week's days, Sunday first, named in the language.
const SUNDAY_FIRST = [0, 1, 2, 3, 4, 5, 6].map((i) => new Date(Date.UTC(2006, 0, 1 + i)));
const weekdayNames = (language: string, weekday: "short" | "long") => {
  const f = new Intl.DateTimeFormat(language, { weekday, timeZone: "UTC" });
  return SUNDAY_FIRST.map((d) => f.format(d));
};

export type MonthShift = { id: string; userName: string; startTime: string; endTime: string };

/** What a day cell shows: everyone's shift count, the day's events and my own shifts. */
export type MonthDayItems = { shiftCount: number; events: readonly WeekEvent[]; mine: readonly MonthShift[] };

type Props = {
  year: number;
  month: number;
  today: string;
  days: ReadonlyMap<string, MonthDayItems>;
  /** The date whose details are open, if any. */
  open: string | null;
  onOpen: (date: string | null) => void;
};

/** Up to six Sunday-first weeks of the month, each day with its events, count and my shifts. */
export function MonthGrid({ year, month, today, days, open, onOpen }: Props) {
  const { language } = useT();
  const rows = useMemo(() => buildMonthGrid(year, month), [year, month]);
  const [short, long] = useMemo(() => [weekdayNames(language, "short"), weekdayNames(language, "long")], [language]);
  return (
    <table className="month" aria-labelledby="month-title">
      <thead>
        <tr>
          {short.map((d, i) => (
            <th key={i} scope="col">
              <abbr title={long[i]}>{d}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              cell ? (
                <DayCell key={c} cell={cell} today={today} items={days.get(cell.date)} open={open === cell.date} onOpen={onOpen} />
              ) : (
                <td key={c} className="month__cell month__cell--empty" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One shift entry, with a tooltip of name and times. In a day cell (compact) it is the
 * reader's own shift: its times, short, and no name (on a phone the name left "Ava …" and
 * no room for the times); screen readers hear name and times in full.
 */
export function MonthShiftEntry({ shift, compact = false }: { shift: MonthShift; compact?: boolean }) {
  const times = formatTimeRange(shift.startTime, shift.endTime);
  return (
    <span className="month__shift" title={`${shift.userName}: ${times}`}>
      {compact ? (
        <span className="month__time" aria-hidden="true">
          {formatTimeRangeCompact(shift.startTime, shift.endTime)}
        </span>
      ) : (
        `${shift.userName} `
      )}
      <span className="visually-hidden">{compact ? `${shift.userName} ${times}` : times}</span>
    </span>
  );
}

type DayProps = {
  cell: NonNullable<MonthCell>;
  today: string;
  items?: MonthDayItems;
  open: boolean;
  onOpen: (date: string | null) => void;
};

function DayCell({ cell, today, items, open, onOpen }: DayProps) {
  const { t } = useT();
  const { shiftCount = 0, events = [], mine = [] } = items ?? {};
  return (
    <td className={cell.date === today ? "month__cell month__cell--today" : "month__cell"}>
      <div className="month__day">
        {cell.day}
        {cell.date === today && <span className="visually-hidden"> {t("scheduleViews.today")}</span>}
      </div>
      <div className="month__items">
        {events.map((e) => (
          <EventTag key={e.id} title={e.title} type={e.type} />
        ))}
        {mine.map((s) => (
          <MonthShiftEntry key={s.id} shift={s} compact />
        ))}
        {shiftCount > 0 && (
          <button
            type="button"
            className="month__count"
            aria-expanded={open}
            aria-controls={open ? "month-day-details" : undefined}
            onClick={() => onOpen(open ? null : cell.date)}
          >
            {t("scheduleViews.shiftCount", { count: shiftCount })}
            <span className="visually-hidden"> {t("scheduleViews.onDate", { date: formatDate(cell.date) })}</span>
          </button>
        )}
      </div>
    </td>
  );
}
