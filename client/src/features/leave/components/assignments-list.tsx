import type { LeaveAssignmentFieldsFragment, LeavePolicyFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { formatDay } from "@/lib/i18n-format";
import { useNotice } from "@/components/feedback";
import { useAssignLeavePolicy } from "../api/leave";
import { useT } from "../i18n";

type Named = { id: string; name: string };
type Props = {
  assignments: readonly LeaveAssignmentFieldsFragment[];
  policies: readonly LeavePolicyFieldsFragment[];
  ruleSets: readonly Named[];
  people: readonly Named[];
};

/** Who follows which policy, rule sets first, each with a button that takes the policy away. */
export function AssignmentsList({ assignments, policies, ruleSets, people }: Props) {
  const { t } = useT();
  const [assign, { loading }] = useAssignLeavePolicy();
  const notice = useNotice();
  const nameOf = (list: readonly Named[], id: string | null) => list.find((x) => x.id === id)?.name ?? "";
  const whoOf = (a: LeaveAssignmentFieldsFragment) =>
    a.ruleSetId ? t("leave.assignments.ruleSet", { name: nameOf(ruleSets, a.ruleSetId) }) : nameOf(people, a.userId);

  const remove = async (a: LeaveAssignmentFieldsFragment, policy: string, who: string) => {
    const to = a.ruleSetId ? { ruleSetId: a.ruleSetId } : { userId: a.userId };
    try {
      await assign({ variables: { leaveTypeId: a.leaveTypeId, policyId: null, ...to } });
      notice.done(t("leave.assignments.removed", { policy, who }));
    } catch (err) {
      notice.failed(errorMessage(err, t("leave.saveFailed")));
    }
  };

  if (assignments.length === 0) return <p className="muted">{t("leave.assignments.none")}</p>;
  return (
    <table className="table">
      <caption>{t("leave.assignments.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("leave.assignments.policy")}</th>
          <th scope="col">{t("leave.assignments.who")}</th>
          <th scope="col">{t("leave.assignments.since")}</th>
          <th scope="col">{t("leave.assignments.actions")}</th>
        </tr>
      </thead>
      <tbody>
        {assignments.map((a) => {
          const policy = policies.find((p) => p.id === a.policyId)?.name ?? "";
          const who = whoOf(a);
          return (
            <tr key={`${a.leaveTypeId}:${a.ruleSetId ?? ""}:${a.userId ?? ""}`}>
              <td>{policy}</td>
              <th scope="row">{who}</th>
              <td>{formatDay(a.since)}</td>
              <td>
                <button type="button" className="btn btn--small btn--secondary" disabled={loading} onClick={() => void remove(a, policy, who)}>
                  {t("leave.assignments.remove")}
                  <span className="visually-hidden"> {t("leave.assignments.removeOf", { policy, who })}</span>
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
