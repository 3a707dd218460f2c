import { ClockSettingsPage } from "@/features/time-clock/components/clock-settings";

export default function TimeClockSettingsRoute() {
  return <ClockSettingsPage />;
}
