// How a time-off request is named on every screen that lists one.
import { formatDate, formatTimeRange } from "./i18n-format";
import i18next from "./i18n";

type Covers = { date: string; endDate: string; startTime?: string | null; endTime?: string | null };

/** What a request covers, e.g. `Fri, Dec 4, 2026`, `... to Mon, Dec 7, 2026` or with hours. */
export function timeOffLabel(r: Covers): string {
  if (r.startTime && r.endTime) return `${formatDate(r.date)}, ${formatTimeRange(r.startTime, r.endTime)}`;
  if (r.endDate !== r.date) return i18next.t("shell.dateRange", { from: formatDate(r.date), to: formatDate(r.endDate) });
  return formatDate(r.date);
}
