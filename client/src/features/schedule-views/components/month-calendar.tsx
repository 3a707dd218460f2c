import { useMemo, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useWeekStartsOn } from "@/lib/week-start";
import { daysInMonth, parseYmd, shiftMonth, todayLocal, weekStart, ymd } from "@/lib/dates";
import { formatMonthTitle } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import type { MonthQuery, MyShiftsQuery } from "@/gql/graphql";
import { useMonth, useMyShifts } from "../api/schedule-views";
import { LaterShiftOffer, useLaterShift } from "./later-shift-offer";
import { MonthDayDetails } from "./month-day-details";
import { useShownMark } from "@/lib/use-shown-mark";
import { MonthGrid, type MonthDayItems, type MonthShift } from "./month-grid";
import "./schedule-views.css";
import { useT } from "../i18n";

function readMonth(value: string | null): { year: number; month: number } | null {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  if (!m) return null;
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(m[1]), month };
}

/** Each day's count and events (the same for everyone) with my own shifts, by date. */
function itemsByDate(month: MonthQuery["month"] | undefined, mine: MyShiftsQuery["shifts"] | undefined) {
  const days = new Map<string, MonthDayItems>();
  for (const d of month?.days ?? []) days.set(d.date, { shiftCount: d.shiftCount, events: d.events, mine: [] });
  const own = new Map<string, MonthShift[]>();
  for (const s of mine ?? []) own.set(s.date, [...(own.get(s.date) ?? []), s]);
  for (const [date, shifts] of own) {
    const day = days.get(date);
    days.set(date, { shiftCount: day?.shiftCount ?? 0, events: day?.events ?? [], mine: shifts });
  }
  return days;
}

/**
 * The Monthly Schedule: a month grid from the workplace's first day of the week with, per day, its events (and the
 * route's dayNote: public holidays), my own shifts
 * and everyone's shift count, which opens that day's shifts below the grid.
 */
export function MonthCalendar({ dayNote }: { dayNote?: (date: string) => ReactNode }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const today = todayLocal();
  const { year, month } = readMonth(params.get("month")) ?? { year: parseYmd(today).year, month: parseYmd(today).month };
  const { data, loading, error } = useMonth(year, month);
  const { user } = useAuth();
  const first = ymd(year, month, 1);
  const last = ymd(year, month, daysInMonth(year, month));
  const { data: mine } = useMyShifts(user?.id ?? "", first, last, !user);
  const [opened, setOpened] = useState<string | null>(null);
  const open = opened && opened >= first && opened <= last ? opened : null;
  const navigate = useNavigate();
  // Opened on this month: when my current week is empty, offer my next week with shifts.
  const thisMonth = parseYmd(today).year === year && parseYmd(today).month === month;
  const laterDate = useLaterShift(user?.id ?? "", weekStart(today, useWeekStartsOn()), !thisMonth || !user);
  const monthData = data?.month.year === year && data.month.month === month ? data.month : undefined;
  const days = useMemo(() => itemsByDate(monthData, mine?.shifts), [monthData, mine]);
  useShownMark("month-grid-shown", !!monthData);

  const go = (delta: number) => {
    const next = shiftMonth(year, month, delta);
    const p = new URLSearchParams(params);
    p.set("month", `${next.year}-${String(next.month).padStart(2, "0")}`);
    setParams(p);
  };

  return (
    <div className="page page--wide schedule-page">
      <h1>{t("scheduleViews.monthTitle")}</h1>
      <div className="week-nav">
        <button type="button" className="btn btn--secondary" onClick={() => go(-1)}>
          <span aria-hidden="true">&larr;</span> {t("scheduleViews.previousMonth")}
        </button>
        <h2 className="week-nav__range" id="month-title" aria-live="polite">
          {formatMonthTitle(year, month)}
        </h2>
        <button type="button" className="btn btn--secondary" onClick={() => go(1)}>
          {t("scheduleViews.nextMonth")} <span aria-hidden="true">&rarr;</span>
        </button>
      </div>
      {laterDate && <LaterShiftOffer date={laterDate} onGo={(weekFrom) => navigate(`/schedule?week=${weekFrom}`)} />}
      {!monthData && loading && (
        <p className="loading" role="status">
          {t("scheduleViews.loadingCalendar")}
        </p>
      )}
      {error && !monthData && (
        <p className="error" role="alert">
          {t("scheduleViews.error", { message: errorMessage(error, t("scheduleViews.monthFailed")) })}
        </p>
      )}
      <MonthGrid year={year} month={month} today={today} days={days} open={open} onOpen={setOpened} dayNote={dayNote} />
      {open && <MonthDayDetails date={open} onClose={() => setOpened(null)} />}
    </div>
  );
}
