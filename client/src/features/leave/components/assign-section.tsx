import { useState, type FormEvent } from "react";
import type { LeaveAssignmentFieldsFragment, LeavePolicyFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useAssignLeavePolicy } from "../api/leave";
import { AssignmentsList } from "./assignments-list";
import { useT } from "../i18n";

type Named = { id: string; name: string };
type Props = {
  policies: readonly LeavePolicyFieldsFragment[];
  ruleSets: readonly Named[];
  people: readonly Named[];
  assignments: readonly LeaveAssignmentFieldsFragment[];
};

/** Who follows which policy, and giving a policy to everyone on a rule set or to one person (a person's own wins over their rule set's). */
export function AssignSection({ policies, ruleSets, people, assignments }: Props) {
  const { t } = useT();
  const active = policies.filter((p) => !p.archived);
  const [policyId, setPolicyId] = useState("");
  const [to, setTo] = useState("");
  const [error, setError] = useState("");
  const [assign, { loading }] = useAssignLeavePolicy();
  const notice = useNotice();
  const policy = active.find((p) => p.id === policyId) ?? active[0];
  const target = to || (ruleSets[0] ? `r:${ruleSets[0].id}` : "");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!policy || !target) return;
    setError("");
    const [kind, id] = target.split(":");
    try {
      await assign({ variables: { leaveTypeId: policy.leaveTypeId, policyId: policy.id, ...(kind === "u" ? { userId: id } : { ruleSetId: id }) } });
      notice.done(t("leave.assign.done", { name: policy.name }));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  if (active.length === 0 && assignments.length === 0) return null;
  return (
    <section className="card" aria-labelledby="leave-assign-title">
      <h2 id="leave-assign-title">{t("leave.assign.title")}</h2>
      <AssignmentsList assignments={assignments} policies={policies} ruleSets={ruleSets} people={people} />
      {active.length > 0 && (
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="assign-policy">{t("leave.assign.policy")}</label>
            <select id="assign-policy" value={policy?.id ?? ""} onChange={(e) => setPolicyId(e.target.value)}>
              {active.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="assign-to">{t("leave.assign.to")}</label>
            <select id="assign-to" value={target} onChange={(e) => setTo(e.target.value)}>
              <optgroup label={t("leave.assign.ruleSets")}>
                {ruleSets.map((r) => (
                  <option key={r.id} value={`r:${r.id}`}>
                    {r.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t("leave.assign.people")}>
                {people.map((p) => (
                  <option key={p.id} value={`u:${p.id}`}>
                    {p.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </div>
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("leave.assign.submit")}
          </button>
        </div>
      </form>
      )}
    </section>
  );
}
