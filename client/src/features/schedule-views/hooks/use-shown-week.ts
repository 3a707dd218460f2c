import { useEffect, useMemo } from "react";
import type { WeekQuery } from "@/gql/graphql";
import { isNetworkError, loadOffline, saveOffline } from "@/lib/offline";
import { useWeek } from "../api/schedule-views";
import type { WeekShift } from "../components/week-table";

type Week = WeekQuery["week"];

export type ShownWeek = {
  /** The week as the server sent it, or as the offline copy kept it; undefined while loading. */
  week: Week | undefined;
  /** The offline copy's time when the week shown is that copy (lib/offline.ts). */
  copySavedAt: string | null;
  /** The published shifts, one list for the week; null when nothing is published. */
  shifts: WeekShift[] | null;
  /** The week and its shifts together, one object while they stay the same; null while loading. */
  loaded: { week: Week; shifts: WeekShift[] | null } | null;
  loading: boolean;
  error: unknown;
};

/** The week starting `weekFrom`: from the server, else the last copy kept for offline reading. */
export function useShownWeek(userId: string | undefined, weekFrom: string): ShownWeek {
  const { data, loading, error } = useWeek(weekFrom);

  // The last week read stays readable offline, marked as a copy.
  useEffect(() => {
    if (userId && data?.week.weekStarting === weekFrom) saveOffline(userId, "week", data);
  }, [userId, data, weekFrom]);
  const kept = !data && isNetworkError(error) && userId ? loadOffline<WeekQuery>(userId, "week") : null;
  const copy = kept?.data.week.weekStarting === weekFrom ? kept : null;
  const shown = data ?? copy?.data;
  const week = shown?.week.weekStarting === weekFrom ? shown.week : undefined;
  const schedule = week?.schedule ?? null;
  const shifts = useMemo(() => (schedule ? weekShifts(schedule.days) : null), [schedule]);
  const loaded = useMemo(() => (week ? { week, shifts } : null), [week, shifts]);
  return { week, copySavedAt: copy?.savedAt ?? null, shifts, loaded, loading, error };
}

function weekShifts(days: NonNullable<Week["schedule"]>["days"]): WeekShift[] {
  return days.flatMap((d) =>
    d.shifts.map((s) => ({
      id: s.id,
      userId: s.userId,
      userName: s.userName,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      dayKey: d.key,
      positionId: s.positionId,
      locationId: s.locationId,
    })),
  );
}
