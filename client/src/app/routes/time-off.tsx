import { TimeOffPage } from "@/features/timeoff/components/time-off-page";

export default function TimeOffRoute() {
  return <TimeOffPage />;
}
