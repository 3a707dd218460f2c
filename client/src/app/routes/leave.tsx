import { LeavePage } from "@/features/leave/components/leave-page";

export default function LeaveRoute() {
  return <LeavePage />;
}
