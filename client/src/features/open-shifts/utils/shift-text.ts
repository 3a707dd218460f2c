import { formatDate, formatTimeRange } from "@/lib/i18n-format";

/** A shift's date and times as the open shifts screens write them, e.g. `Mon, Nov 23, 2026, 9:00 AM - 5:00 PM`. */
export const when = (s: { date: string; startTime: string; endTime: string }) =>
  `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;
