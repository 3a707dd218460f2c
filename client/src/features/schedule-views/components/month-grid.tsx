import { useMemo, type ReactNode } from "react";
import { dateOfDay, monthFirstDay, weekDays, type DayKeyName } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { formatDate, formatTimeRange, formatTimeRangeCompact } from "@/lib/i18n-format";
import { EventTag } from "@/components/event-tag";
import { buildMonthGrid, type MonthCell } from "../utils/month-grid";
import type { WeekEvent } from "./week-table";
import { useT } from "../i18n";

// The week's days from `first`, named in the language (through dates of the week that
// started on Sunday 1 January 2006).
const weekdayNames = (language: string, weekday: "short" | "long", first: DayKeyName) => {
  const f = new Intl.DateTimeFormat(language, { weekday, timeZone: "UTC" });
  return weekDays(first).map((k) => f.format(new Date(`${dateOfDay("2006-01-01", k)}T00:00:00Z`)));
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
  /** More to show on a day beside its events (the public holidays, composed by the route). */
  dayNote?: (date: string) => ReactNode;
};

/** Up to six weeks of the month from the workplace's first day of the week (Sunday for
 * the default Friday weeks, as the specification has it), each day with its events,
 * count and my shifts. */
export function MonthGrid({ year, month, today, days, open, onOpen, dayNote }: Props) {
  const { language } = useT();
  const first = monthFirstDay(useWeekStartsOn());
  const rows = useMemo(() => buildMonthGrid(year, month, first), [year, month, first]);
  const [short, long] = useMemo(() => [weekdayNames(language, "short", first), weekdayNames(language, "long", first)], [language, first]);
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
                <DayCell key={c} cell={cell} today={today} items={days.get(cell.date)} open={open === cell.date} onOpen={onOpen} note={dayNote?.(cell.date)} />
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
  note?: ReactNode;
};

function DayCell({ cell, today, items, open, onOpen, note }: DayProps) {
  const { t } = useT();
  const { shiftCount = 0, events = [], mine = [] } = items ?? {};
  return (
    <td className={cell.date === today ? "month__cell month__cell--today" : "month__cell"}>
      <div className="month__day">
        {cell.day}
        {cell.date === today && <span className="visually-hidden"> {t("scheduleViews.today")}</span>}
      </div>
      <div className="month__items">
        {note}
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
