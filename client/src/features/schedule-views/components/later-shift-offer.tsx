import { addDays, weekStart } from "@/lib/dates";
import { formatDate } from "@/lib/i18n-format";
import { useWeekStartsOn } from "@/lib/week-start";
import { useMyShiftsAfter } from "../api/schedule-views";
import { useT } from "../i18n";

/**
 * The day of my first shift after the week starting `weekFrom`, when that week has none of
 * mine and one of the next 12 weeks does; undefined otherwise (or while `skip`).
 */
export function useLaterShift(userId: string, weekFrom: string, skip: boolean): string | undefined {
  const { data } = useMyShiftsAfter(userId, addDays(weekFrom, -1), skip);
  const weekEnd = addDays(weekFrom, 6);
  const shifts = skip ? [] : (data?.shifts ?? []);
  if (shifts.some((s) => s.date <= weekEnd)) return undefined;
  return shifts.find((s) => s.date > weekEnd)?.date;
}

/** "No shifts this week; your next is on ..." with a button to that week (both schedule screens). */
export function LaterShiftOffer({ date, onGo }: { date: string; onGo: (weekFrom: string) => void }) {
  const { t } = useT();
  const weekFrom = weekStart(date, useWeekStartsOn());
  return (
    <p className="schedule-page__later" role="status">
      {t("scheduleViews.laterShift", { date: formatDate(date) })}{" "}
      <button type="button" className="btn btn--small" onClick={() => onGo(weekFrom)}>
        {t("scheduleViews.goToWeek", { date: formatDate(weekFrom) })}
      </button>
    </p>
  );
}
