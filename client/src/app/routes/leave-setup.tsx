import { LeaveSetupPage } from "@/features/leave/components/leave-setup-page";

export default function LeaveSetupRoute() {
  return <LeaveSetupPage />;
}
