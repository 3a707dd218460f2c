import { MonthCalendar } from "@/features/schedule/components/month-calendar";

export default function MonthlyScheduleRoute() {
  return <MonthCalendar />;
}
