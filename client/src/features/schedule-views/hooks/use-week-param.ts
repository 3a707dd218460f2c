import { useSearchParams } from "react-router-dom";
import { parseYmd, weekStart } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";

function validDate(s: string | null): s is string {
  if (!s) return false;
  try {
    parseYmd(s);
    return true;
  } catch {
    return false;
  }
}

/** The first day of the week (the workplace's first day of the week) that holds the date in
 * the address (?week=), else `today`; and a way to go to another. */
export function useWeekParam(today: string): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("week");
  const weekFrom = weekStart(validDate(asked) ? asked : today, useWeekStartsOn());
  const goToWeek = (date: string) => {
    const next = new URLSearchParams(params);
    next.set("week", date);
    setParams(next);
  };
  return [weekFrom, goToWeek];
}
