import { useSearchParams } from "react-router-dom";
import { parseYmd, weekStart } from "@/lib/dates";

function validDate(s: string | null): s is string {
  if (!s) return false;
  try {
    parseYmd(s);
    return true;
  } catch {
    return false;
  }
}

/** The Friday of the week in the address (?week=), else of `today`; and a way to go to another. */
export function useWeekParam(today: string): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get("week");
  const friday = weekStart(validDate(asked) ? asked : today);
  const goToWeek = (date: string) => {
    const next = new URLSearchParams(params);
    next.set("week", date);
    setParams(next);
  };
  return [friday, goToWeek];
}
