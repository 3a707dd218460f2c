import { Link } from "react-router-dom";
import { useLeaveTypes } from "@/lib/leave";
import { useLimitedManager } from "@/lib/reach";
import { useTeamLeave } from "../api/leave";
import { todayLocal } from "@/lib/dates";
import { TeamBalances } from "./team-balances";
import { PlannedLeave } from "./planned-leave";
import { AdjustForm } from "./adjust-form";
import { SickCallForm } from "./sick-call-form";
import { LiabilityReport } from "./liability-report";
import { useT } from "../i18n";
import "./leave.css";

/** The managers' Leave page: the team's balances, who is away each week, sick calls, adjustments and the liability report. */
export function LeavePage() {
  const { t } = useT();
  const limited = useLimitedManager();
  const types = (useLeaveTypes().data?.leaveTypes ?? []).filter((lt) => !lt.archived);
  const today = todayLocal();
  const people = useTeamLeave(today, today).data?.staff ?? [];
  return (
    <div className="page page--wide">
      <h1>{t("leave.title")}</h1>
      {!limited && (
        <p>
          <Link to="/leave/setup">{t("leave.setupLink")}</Link>
        </p>
      )}
      <TeamBalances types={types} />
      <PlannedLeave types={types} />
      <SickCallForm types={types} people={people} />
      <AdjustForm types={types} people={people} />
      <LiabilityReport />
    </div>
  );
}
