import { FailedEmails } from "@/features/invitations/components/failed-emails";
import { InvitationsCard } from "@/features/invitations/components/invitations-card";
import { StaffImportCard } from "@/features/staff-import/components/staff-import-card";
import { StaffTable, type StaffColumn } from "@/features/staff/components/staff-table";
import { AddPersonForm } from "@/features/staff/components/not-signed-up";
import { RuleSetSelect } from "@/features/work-rules/components/rule-set-select";
import { useAppT } from "../i18n";

export default function ManageStaffRoute() {
  const { t } = useAppT();
  const columns: StaffColumn[] = [{ heading: t("app.ruleSetColumn"), cell: (p) => <RuleSetSelect person={p} /> }];
  return (
    <>
      <StaffTable columns={columns} />
      <div className="page">
        <InvitationsCard />
        <AddPersonForm />
        <StaffImportCard />
        <FailedEmails />
      </div>
    </>
  );
}
