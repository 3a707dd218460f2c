import { useMemo } from "react";
import { formatTimeRange } from "@/lib/dates";
import { EventTag } from "@/components/event-tag";
import { buildMonthGrid, type MonthCell } from "../utils/month-grid";
import type { WeekEvent } from "./week-table";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export type MonthShift = { id: string; userName: string; startTime: string; endTime: string };

type Props = {
  year: number;
  month: number;
  today: string;
  shifts: ReadonlyMap<string, readonly MonthShift[]>;
  events: ReadonlyMap<string, readonly WeekEvent[]>;
};

/** Up to six Sunday-first weeks of the month, each day with its events and shifts. */
export function MonthGrid({ year, month, today, shifts, events }: Props) {
  const rows = useMemo(() => buildMonthGrid(year, month), [year, month]);
  return (
    <table className="month" aria-labelledby="month-title">
      <thead>
        <tr>
          {WEEKDAYS.map((d, i) => (
            <th key={d} scope="col">
              <abbr title={WEEKDAY_NAMES[i]}>{d}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((cell, c) =>
              cell ? (
                <DayCell key={c} cell={cell} today={today} shifts={shifts.get(cell.date)} events={events.get(cell.date)} />
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

type DayProps = { cell: NonNullable<MonthCell>; today: string; shifts?: readonly MonthShift[]; events?: readonly WeekEvent[] };

function DayCell({ cell, today, shifts = [], events = [] }: DayProps) {
  return (
    <td className={cell.date === today ? "month__cell month__cell--today" : "month__cell"}>
      <div className="month__day">
        {cell.day}
        {cell.date === today && <span className="visually-hidden"> (today)</span>}
      </div>
      <div className="month__items">
        {events.map((e) => (
          <EventTag key={e.id} title={e.title} type={e.type} />
        ))}
        {shifts.map((s) => (
          <span key={s.id} className="month__shift" title={`${s.userName}: ${formatTimeRange(s.startTime, s.endTime)}`}>
            {s.userName} <span className="visually-hidden">{formatTimeRange(s.startTime, s.endTime)}</span>
          </span>
        ))}
      </div>
    </td>
  );
}
