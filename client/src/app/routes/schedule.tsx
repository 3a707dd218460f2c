import { WeeklySchedule } from "@/features/schedule/components/weekly-schedule";

export default function ScheduleRoute() {
  return <WeeklySchedule />;
}
