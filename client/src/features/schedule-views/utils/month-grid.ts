// The month calendar's grid: rows of seven cells from the workplace's first day of the
// week, as many rows as the month needs (four to six). Cells before the 1st and after
// the last day are empty.
import { dayIndex, dayKeyOf, daysInMonth, ymd, type DayKeyName } from "@/lib/dates";

export type MonthCell = { date: string; day: number } | null;

export function buildMonthGrid(year: number, month: number, weekFirst: DayKeyName): MonthCell[][] {
  const lead = dayIndex(dayKeyOf(ymd(year, month, 1)), weekFirst);
  const total = daysInMonth(year, month);
  const cells: MonthCell[] = [];
  for (let i = 0; i < lead; i++) cells.push(null);
  for (let d = 1; d <= total; d++) cells.push({ date: ymd(year, month, d), day: d });
  while (cells.length % 7 !== 0) cells.push(null);
  const rows: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return rows;
}
