import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { formatMonthTitle, formatTimeRange, parseYmd, shiftMonth, todayLocal, weekStart } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useMonth } from "../api/schedule";
import { buildMonthGrid } from "../utils/month-grid";
import { EventTag } from "./event-tag";
import { LaterShiftOffer, useLaterShift } from "./later-shift-offer";
import type { WeekEvent } from "./week-table";
import "./schedule.css";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type MonthShift = { id: string; userName: string; startTime: string; endTime: string };

function readMonth(value: string | null): { year: number; month: number } | null {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(m[1]), month };
}

/** The Monthly Schedule: a Sunday-first month grid with events and shifts per day. */
export function MonthCalendar() {
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const current = readMonth(params.get("month")) ?? {
    year: parseYmd(today).year,
    month: parseYmd(today).month,
  };
  const { year, month } = current;
  const { data, loading, error } = useMonth(year, month);
  const { user } = useAuth();
  const navigate = useNavigate();
  // Opened on this month: when my current week is empty, offer my next week with shifts.
  const thisMonth = parseYmd(today).year === year && parseYmd(today).month === month;
  const laterDate = useLaterShift(user?.id ?? "", weekStart(today), !thisMonth || !user);
  const rows = useMemo(() => buildMonthGrid(year, month), [year, month]);
  const monthData = data?.month.year === year && data.month.month === month ? data.month : undefined;

  const byDate = useMemo(() => {
    const shifts = new Map<string, MonthShift[]>();
    const events = new Map<string, WeekEvent[]>();
    for (const s of monthData?.schedules ?? []) {
      for (const d of s.days) {
        const list = shifts.get(d.date) ?? [];
        list.push(...d.shifts);
        shifts.set(d.date, list);
      }
    }
    for (const e of monthData?.events ?? []) {
      const list = events.get(e.date) ?? [];
      list.push(e);
      events.set(e.date, list);
    }
    return { shifts, events };
  }, [monthData]);

  const go = (delta: number) => {
    const next = shiftMonth(year, month, delta);
    const p = new URLSearchParams(params);
    p.set("month", `${next.year}-${String(next.month).padStart(2, "0")}`);
    setParams(p);
  };

  const title = formatMonthTitle(year, month);

  return (
    <div className="page page--wide schedule-page">
      <h1>Monthly Schedule</h1>
      <div className="week-nav">
        <button type="button" className="btn btn--secondary" onClick={() => go(-1)}>
          <span aria-hidden="true">&larr;</span> Previous Month
        </button>
        <h2 className="week-nav__range" id="month-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="btn btn--secondary" onClick={() => go(1)}>
          Next Month <span aria-hidden="true">&rarr;</span>
        </button>
      </div>
      {laterDate && <LaterShiftOffer date={laterDate} onGo={(friday) => navigate(`/schedule?week=${friday}`)} />}
      {!monthData && loading && (
        <p className="loading" role="status">
          Loading calendar...
        </p>
      )}
      {error && !monthData && (
        <p className="error" role="alert">
          Error: {errorMessage(error, "Failed to fetch monthly data")}
        </p>
      )}
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
                  <td key={c} className={cell.date === today ? "month__cell month__cell--today" : "month__cell"}>
                    <div className="month__day">
                      {cell.day}
                      {cell.date === today && <span className="visually-hidden"> (today)</span>}
                    </div>
                    <div className="month__items">
                      {(byDate.events.get(cell.date) ?? []).map((e) => (
                        <EventTag key={e.id} title={e.title} type={e.type} />
                      ))}
                      {(byDate.shifts.get(cell.date) ?? []).map((s) => {
                        const tip = `${s.userName}: ${formatTimeRange(s.startTime, s.endTime)}`;
                        return (
                          <span key={s.id} className="month__shift" title={tip}>
                            {s.userName}{" "}
                            <span className="visually-hidden">{formatTimeRange(s.startTime, s.endTime)}</span>
                          </span>
                        );
                      })}
                    </div>
                  </td>
                ) : (
                  <td key={c} className="month__cell month__cell--empty" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
