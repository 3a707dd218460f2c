import { addDays, formatDate, weekStart } from "@/lib/dates";
import { useMyShiftsAfter } from "../api/schedule-views";

/**
 * The day of my first shift after the week starting `friday`, when that week has none of
 * mine and one of the next 12 weeks does; undefined otherwise (or while `skip`).
 */
export function useLaterShift(userId: string, friday: string, skip: boolean): string | undefined {
  const { data } = useMyShiftsAfter(userId, addDays(friday, -1), skip);
  const weekEnd = addDays(friday, 6);
  const shifts = skip ? [] : (data?.shifts ?? []);
  if (shifts.some((s) => s.date <= weekEnd)) return undefined;
  return shifts.find((s) => s.date > weekEnd)?.date;
}

/** "No shifts this week; your next is on ..." with a button to that week (both schedule screens). */
export function LaterShiftOffer({ date, onGo }: { date: string; onGo: (friday: string) => void }) {
  const friday = weekStart(date);
  return (
    <p className="schedule-page__later" role="status">
      You have no shifts this week. Your next shift is on {formatDate(date)}.{" "}
      <button type="button" className="btn btn--small" onClick={() => onGo(friday)}>
        Go to the week of {formatDate(friday)}
      </button>
    </p>
  );
}
