import { Link } from "react-router-dom";
import { Loading } from "@/components/loading";
import { useLeaveSetup } from "../api/leave";
import { TypesSection } from "./types-section";
import { PoliciesSection } from "./policies-section";
import { AssignSection } from "./assign-section";
import { HolidaysSection } from "./holidays-section";
import { SettingsSection } from "./settings-section";
import { useT } from "../i18n";
import "./leave.css";

/** Leave setup (managers of every location; the server refuses others): types, policies and who follows them, the full-time week and what a request deducts, public holidays. */
export function LeaveSetupPage() {
  const { t } = useT();
  const { data, loading } = useLeaveSetup();
  return (
    <div className="page">
      <h1>{t("leave.setup.title")}</h1>
      <p>
        <Link to="/leave">{t("leave.setup.back")}</Link>
      </p>
      {!data && loading && <Loading />}
      {data && (
        <>
          <TypesSection types={data.leaveTypes} />
          <PoliciesSection types={data.leaveTypes} policies={data.leavePolicies} />
          <AssignSection policies={data.leavePolicies} ruleSets={data.ruleSets} people={data.staff} assignments={data.leavePolicyAssignments} />
          <SettingsSection settings={data.leaveSettings} />
        </>
      )}
      <HolidaysSection />
    </div>
  );
}
