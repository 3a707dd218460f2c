// The timesheets area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/timesheets.json";
import { areaTranslation } from "@/lib/i18n";
import { formatDecimal, formatTime } from "@/lib/i18n-format";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/timesheets.json", { import: "default" }));

/** A number with two decimals in the language's digits, e.g. hours as payroll reads them
 * (7.50): the Hours page's formatter, so both pages write a number alike. */
export function twoDecimals(n: number, language: string): string {
  return formatDecimal(n, language);
}

/** A moment's time of day here, in the language and on its clock. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return formatTime(d.getHours() * 60 + d.getMinutes());
}
