import { MonthCalendar } from "@/features/schedule-views/components/month-calendar";

export default function MonthlyScheduleRoute() {
  return <MonthCalendar />;
}
