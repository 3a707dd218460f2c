import { useMemo } from "react";
import { addDays } from "@/lib/dates";
import { useApprovedTimeOff } from "../api/draft";

const NOBODY: ReadonlySet<string> = new Set();

/** For each date of the week, the people with approved time off, who cannot be scheduled. */
export function useUnavailable(weekStarting: string, weekEnding: string): (date: string) => ReadonlySet<string> {
  const { data, error } = useApprovedTimeOff(weekStarting, weekEnding);
  if (error) console.warn("Failed to fetch approved time off", error);
  const byDate = useMemo(() => {
    const map = new Map<string, Set<string>>();
    for (const r of data?.timeOff ?? []) {
      // Part of a day leaves the rest of it schedulable; the server checks the hours.
      if (r.startTime) continue;
      for (let date = r.date; date <= r.endDate; date = addDays(date, 1)) {
        const set = map.get(date) ?? new Set<string>();
        set.add(r.user.id);
        map.set(date, set);
      }
    }
    return map;
  }, [data]);
  return (date) => byDate.get(date) ?? NOBODY;
}
