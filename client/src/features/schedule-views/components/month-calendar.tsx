import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { formatMonthTitle, parseYmd, shiftMonth, todayLocal, weekStart } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import type { MonthQuery } from "@/gql/graphql";
import { useMonth } from "../api/schedule-views";
import { LaterShiftOffer, useLaterShift } from "./later-shift-offer";
import { MonthGrid, type MonthShift } from "./month-grid";
import type { WeekEvent } from "./week-table";
import "./schedule-views.css";

function readMonth(value: string | null): { year: number; month: number } | null {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(m[1]), month };
}

/** The month's shifts and events by date. */
function itemsByDate(month: MonthQuery["month"] | undefined) {
  const shifts = new Map<string, MonthShift[]>();
  const events = new Map<string, WeekEvent[]>();
  for (const s of month?.schedules ?? []) {
    for (const d of s.days) shifts.set(d.date, [...(shifts.get(d.date) ?? []), ...d.shifts]);
  }
  for (const e of month?.events ?? []) events.set(e.date, [...(events.get(e.date) ?? []), e]);
  return { shifts, events };
}

/** The Monthly Schedule: a Sunday-first month grid with events and shifts per day. */
export function MonthCalendar() {
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const { year, month } = readMonth(params.get("month")) ?? { year: parseYmd(today).year, month: parseYmd(today).month };
  const { data, loading, error } = useMonth(year, month);
  const { user } = useAuth();
  const navigate = useNavigate();
  // Opened on this month: when my current week is empty, offer my next week with shifts.
  const thisMonth = parseYmd(today).year === year && parseYmd(today).month === month;
  const laterDate = useLaterShift(user?.id ?? "", weekStart(today), !thisMonth || !user);
  const monthData = data?.month.year === year && data.month.month === month ? data.month : undefined;
  const byDate = useMemo(() => itemsByDate(monthData), [monthData]);

  const go = (delta: number) => {
    const next = shiftMonth(year, month, delta);
    const p = new URLSearchParams(params);
    p.set("month", `${next.year}-${String(next.month).padStart(2, "0")}`);
    setParams(p);
  };

  return (
    <div className="page page--wide schedule-page">
      <h1>Monthly Schedule</h1>
      <div className="week-nav">
        <button type="button" className="btn btn--secondary" onClick={() => go(-1)}>
          <span aria-hidden="true">&larr;</span> Previous Month
        </button>
        <h2 className="week-nav__range" id="month-title" aria-live="polite">
          {formatMonthTitle(year, month)}
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
      <MonthGrid year={year} month={month} today={today} shifts={byDate.shifts} events={byDate.events} />
    </div>
  );
}
