import type { ReactNode } from "react";
import { useWeekStartsOnState } from "@/lib/week-start";

/**
 * Shows the page once the workplace's first day of the week is known, so that no screen
 * asks the server for a week that starts on another day (it refuses one). Known at once
 * from the second visit on (this browser keeps the last one); a failed query shows the
 * page with Friday weeks.
 */
export function WeekStartKnown({ children }: { children: ReactNode }) {
  const { known } = useWeekStartsOnState();
  return known ? children : null;
}
