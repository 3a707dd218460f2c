import { LiveBoard } from "@/features/time-clock/components/live-board";

export default function TimeClockBoardRoute() {
  return <LiveBoard />;
}
