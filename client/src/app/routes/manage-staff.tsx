import { useState } from "react";
import { FailedEmails } from "@/features/invitations/components/failed-emails";
import { InvitationsCard } from "@/features/invitations/components/invitations-card";
import { StaffImportCard } from "@/features/staff-import/components/staff-import-card";
import { StaffTable, type StaffColumn } from "@/features/staff/components/staff-table";
import { AddPersonForm } from "@/features/staff/components/not-signed-up";
import { RuleSetSelect } from "@/features/work-rules/components/rule-set-select";
import { DownloadDataButton } from "@/features/personal-data/components/download-data";
import { FormerStaffCard } from "@/features/personal-data/components/former-staff";
import { NewPersonProfile, useLeaveProfilePanel } from "@/features/leave/components/profile-form";
import { useBirthDatePanel } from "@/features/labour-rules/components/birth-date";
import { useLimitedManager } from "@/lib/reach";
import { useAppT } from "../i18n";

export default function ManageStaffRoute() {
  const { t } = useAppT();
  const columns: StaffColumn[] = [
    { heading: t("app.ruleSetColumn"), cell: (p) => <RuleSetSelect person={p} /> },
    { heading: t("app.personalDataColumn"), cell: (p) => <DownloadDataButton userId={p.id} name={p.name} /> },
  ];
  // A person's leave profile opens under their row, and under the form right after they are
  // added; not for a manager of some locations, who reaches a new person (who works nowhere
  // yet) only once they place them at one of their locations.
  const leaveProfile = useLeaveProfilePanel();
  // A birth date is personal data for the rules for minors: a form under the row, as the others.
  const birthDate = useBirthDatePanel();
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const limited = useLimitedManager();
  return (
    <>
      <StaffTable columns={columns} panels={[leaveProfile, birthDate]} />
      <div className="page">
        <InvitationsCard />
        <AddPersonForm onAdded={limited ? undefined : setAdded} />
        {added && <NewPersonProfile key={added.id} person={added} onDone={() => setAdded(null)} />}
        <StaffImportCard />
        <FailedEmails />
        <FormerStaffCard />
      </div>
    </>
  );
}
