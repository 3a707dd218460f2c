import { TimeClockPage } from "@/features/time-clock/components/time-clock-page";

export default function Route() {
  return <TimeClockPage />;
}
