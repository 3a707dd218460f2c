import { useState, type FormEvent } from "react";
import type { LeaveTypeFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useAdjustLeave } from "../api/leave";
import { LedgerTable } from "./ledger-table";
import { useT } from "../i18n";
import { SelectField } from "@/components/form-fields";

type Props = { types: readonly LeaveTypeFieldsFragment[]; people: readonly { id: string; name: string }[] };

/** A manager's change of someone's balance, with its reason (audited), and that balance's history. */
export function AdjustForm({ types, people }: Props) {
  const { t } = useT();
  const [userId, setUserId] = useState("");
  const [typeId, setTypeId] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const [adjust, { loading }] = useAdjustLeave();
  const notice = useNotice();
  const person = userId || people[0]?.id || "";
  const type = typeId || types[0]?.id || "";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const n = Number(amount.replace(",", "."));
    if (!amount.trim() || !Number.isFinite(n) || n === 0) return setError(t("leave.adjust.badAmount"));
    try {
      await adjust({ variables: { userId: person, leaveTypeId: type, amount: n, reason: reason.trim() } });
      notice.done(t("leave.adjust.done"));
      setAmount("");
      setReason("");
    } catch (err) {
      setError(errorMessage(err, t("leave.adjust.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="leave-adjust-title">
      <h2 id="leave-adjust-title">{t("leave.adjust.title")}</h2>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <SelectField label={t("leave.adjust.person")} value={person} onChange={setUserId} options={people.map((p) => ({ value: p.id, label: p.name }))} />
          <SelectField label={t("leave.adjust.type")} value={type} onChange={setTypeId} options={types.map((lt) => ({ value: lt.id, label: lt.name }))} />
          <div className="field">
            <label htmlFor="adjust-amount">{t("leave.adjust.amount")}</label>
            <input id="adjust-amount" inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby="adjust-amount-hint" />
            <small id="adjust-amount-hint" className="muted">{t("leave.adjust.amountHint")}</small>
          </div>
        </div>
        <div className="field">
          <label htmlFor="adjust-reason">{t("leave.adjust.reason")}</label>
          <input id="adjust-reason" required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading || !person || !type}>
            {t("leave.adjust.submit")}
          </button>
        </div>
      </form>
      <LedgerTable userId={person} type={types.find((lt) => lt.id === type)} />
    </section>
  );
}
