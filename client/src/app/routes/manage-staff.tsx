import { FailedEmails } from "@/features/invitations/components/failed-emails";
import { InvitationsCard } from "@/features/invitations/components/invitations-card";
import { StaffImportCard } from "@/features/staff-import/components/staff-import-card";
import { StaffTable } from "@/features/staff/components/staff-table";

export default function ManageStaffRoute() {
  return (
    <>
      <StaffTable />
      <div className="page">
        <InvitationsCard />
        <StaffImportCard />
        <FailedEmails />
      </div>
    </>
  );
}
