import { StaffTable } from "@/features/staff/components/staff-table";

export default function ManageStaffRoute() {
  return <StaffTable />;
}
