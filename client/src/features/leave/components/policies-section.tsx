import { useState, type FormEvent } from "react";
import type { LeavePolicyFieldsFragment, LeaveTypeFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSaveLeavePolicy } from "../api/leave";
import { draftOf, policyInput, type PolicyDraft } from "../utils/policy-draft";
import { PolicyFields } from "./policy-fields";
import { useT } from "../i18n";

type Props = { types: readonly LeaveTypeFieldsFragment[]; policies: readonly LeavePolicyFieldsFragment[] };

/** The workplace's leave policies, each editable, and a form to add one. */
export function PoliciesSection({ types, policies }: Props) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="leave-policies-title">
      <h2 id="leave-policies-title">{t("leave.policies.title")}</h2>
      {policies.length === 0 && <p className="muted">{t("leave.policies.none")}</p>}
      {/* Closed until opened: a workplace's list stays short to scan. */}
      {policies.map((p) => (
        <details key={p.id} className="leave-setup-details">
          <summary>
            {p.name} · {types.find((lt) => lt.id === p.leaveTypeId)?.name} · {t(`leave.method.${p.method}`)}
            {p.archived && ` (${t("leave.policies.archived")})`}
          </summary>
          <PolicyEditor policy={p} types={types} />
        </details>
      ))}
      <PolicyEditor key={`new-${policies.length}`} types={types} />
    </section>
  );
}

function PolicyEditor({ policy, types }: { policy?: LeavePolicyFieldsFragment; types: readonly LeaveTypeFieldsFragment[] }) {
  const { t } = useT();
  const [draft, setDraft] = useState<PolicyDraft>(() => draftOf(policy, types[0]?.id ?? ""));
  const [error, setError] = useState("");
  const [save, { loading }] = useSaveLeavePolicy();
  const notice = useNotice();
  const id = policy?.id ?? "new";
  const typeId = draft.leaveTypeId || types[0]?.id || "";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({ variables: { input: policyInput({ ...draft, leaveTypeId: typeId }, policy?.id) } });
      notice.done(t("leave.policies.saved", { name: draft.name.trim() }));
      if (!policy) setDraft(draftOf(undefined, typeId));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <form className="form leave-setup-item" onSubmit={submit}>
      <fieldset>
        <legend>{policy ? policy.name : t("leave.policies.add")}</legend>
        <div className="field">
          <label htmlFor={`lp-type-${id}`}>{t("leave.policies.type")}</label>
          <select id={`lp-type-${id}`} value={typeId} disabled={!!policy} onChange={(e) => setDraft({ ...draft, leaveTypeId: e.target.value })}>
            {types.map((lt) => (
              <option key={lt.id} value={lt.id}>
                {lt.name}
              </option>
            ))}
          </select>
        </div>
        <PolicyFields id={id} draft={draft} set={(patch) => setDraft({ ...draft, ...patch })} editing={!!policy} />
        <FormError text={error} />
        <button type="submit" className="btn btn--small" disabled={loading}>
          {policy ? t("leave.save") : t("leave.policies.addButton")}
          {policy && <span className="visually-hidden"> {policy.name}</span>}
        </button>
      </fieldset>
    </form>
  );
}
