// Words for time-off requests shared by the time-off screen's lists.
import type { TimeOffStatus } from "@/gql/graphql";
import { formatDate, formatTimeRange } from "@/lib/dates";

export const STATUS_TEXT: Record<TimeOffStatus, string> = {
  PENDING: "pending",
  APPROVED: "approved",
  DENIED: "denied",
  WITHDRAWN: "withdrawn",
  CANCELLED: "cancelled",
};

/** A shift as the lists show it, e.g. `Sat, Dec 5, 2026 9:00 AM - 5:00 PM`. */
export function shiftLabel(s: { date: string; startTime: string; endTime: string }): string {
  return `${formatDate(s.date)} ${formatTimeRange(s.startTime, s.endTime)}`;
}
