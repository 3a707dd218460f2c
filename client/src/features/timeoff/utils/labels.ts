// Words for time-off requests shared by the time-off screen's lists.
import type { TimeOffStatus } from "@/gql/graphql";
import { formatDate, formatTimeRange } from "@/lib/i18n-format";

/** The catalogue key of each status's word. */
export const STATUS_TEXT: Record<TimeOffStatus, string> = {
  PENDING: "timeoff.status.PENDING",
  APPROVED: "timeoff.status.APPROVED",
  DENIED: "timeoff.status.DENIED",
  WITHDRAWN: "timeoff.status.WITHDRAWN",
  CANCELLED: "timeoff.status.CANCELLED",
};

/** A shift as the lists show it, e.g. `Sat, Dec 5, 2026 9:00 AM - 5:00 PM`. */
export function shiftLabel(s: { date: string; startTime: string; endTime: string }): string {
  return `${formatDate(s.date)} ${formatTimeRange(s.startTime, s.endTime)}`;
}
