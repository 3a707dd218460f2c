import { TimeOffPage } from "@/features/timeoff/components/time-off-page";
import { MyBalances } from "@/features/leave/components/my-balances";

export default function TimeOffRoute() {
  return <TimeOffPage balances={<MyBalances />} />;
}
