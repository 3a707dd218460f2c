import { useSearchParams } from "react-router-dom";
import { todayLocal } from "@/lib/dates";
import { MonthCalendar } from "@/features/schedule-views/components/month-calendar";
import { useHolidaysByDate } from "@/features/leave/api/holidays";
import { DayHolidays } from "@/features/leave/components/day-holidays";

/** The month, with each location's public holidays on its days (the shown month's year). */
export default function MonthlyScheduleRoute() {
  const [params] = useSearchParams();
  const year = /^\d{4}-\d{2}$/.test(params.get("month") ?? "") ? params.get("month")!.slice(0, 4) : todayLocal().slice(0, 4);
  const holidays = useHolidaysByDate(`${year}-01-01`, `${year}-12-31`);
  return <MonthCalendar dayNote={(date) => <DayHolidays holidays={holidays.byDate.get(date)} />} />;
}
