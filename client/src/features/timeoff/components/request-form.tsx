import { useState, type FormEvent } from "react";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useLeaveTypes } from "@/lib/leave";
import { useRequestTimeOff } from "../api/time-off";
import { FormError, useNotice } from "@/components/feedback";
import { LeavePreviewBox } from "./leave-preview";
import { requestInput, type RequestDraft } from "../utils/request-input";
import { useT } from "../i18n";

const blank = (): RequestDraft => ({ leaveTypeId: "", date: todayLocal(), endDate: "", partDay: false, startTime: "09:00", endTime: "13:00", reason: "" });

/** Request Time Off: the leave type, the days (or part of one), a reason, and what it does to the balance. */
export function RequestForm({ userId }: { userId: string }) {
  const { t } = useT();
  const [draft, setDraft] = useState(blank);
  const [requestTimeOff, { loading }] = useRequestTimeOff();
  const [error, setError] = useState("");
  const notice = useNotice();
  const leaveTypes = useLeaveTypes().data?.leaveTypes ?? [];
  const set = (patch: Partial<RequestDraft>) => setDraft({ ...draft, ...patch });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.date) return;
    setError("");
    try {
      const { data } = await requestTimeOff({ variables: { input: { ...requestInput(draft), reason: draft.reason.trim() || null } } });
      // A type that needs no approval (a sick day where staff may record one) is approved at once.
      const made = data?.requestTimeOffRange;
      const type = leaveTypes.find((lt) => lt.id === made?.leaveTypeId);
      notice.done(made?.status === "APPROVED" && type ? t("timeoff.sick.approved", { type: type.name }) : t("timeoff.form.submitted"));
      set({ reason: "" });
    } catch (err) {
      // An over-balance refusal is the server's sentence, numbers included.
      setError(errorMessage(err, t("timeoff.form.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-form-title">
      <h2 id="pto-form-title">{t("timeoff.form.title")}</h2>
      <form className="form" onSubmit={submit}>
        <LeaveTypeField value={draft.leaveTypeId} onChange={(leaveTypeId) => set({ leaveTypeId })} />
        <DateFields draft={draft} set={set} />
        <div className="field">
          <label htmlFor="pto-reason">{t("timeoff.form.reason")}</label>
          <textarea id="pto-reason" rows={2} maxLength={500} value={draft.reason} onChange={(e) => set({ reason: e.target.value })} />
        </div>
        <LeavePreviewBox userId={userId} draft={draft} />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("timeoff.form.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The types staff may ask for themselves; annual leave when none is chosen. */
function LeaveTypeField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useT();
  const { data } = useLeaveTypes();
  const types = (data?.leaveTypes ?? []).filter((lt) => lt.staffMayRequest && !lt.archived);
  if (types.length <= 1) return null;
  const annual = types.find((lt) => lt.kind === "ANNUAL");
  return (
    <div className="field">
      <label htmlFor="pto-type">{t("timeoff.form.leaveType")}</label>
      <select id="pto-type" value={value || annual?.id || ""} onChange={(e) => onChange(e.target.value === annual?.id ? "" : e.target.value)}>
        {types.map((lt) => (
          <option key={lt.id} value={lt.id}>
            {lt.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function DateFields({ draft, set }: { draft: RequestDraft; set: (patch: Partial<RequestDraft>) => void }) {
  const { t } = useT();
  return (
    <>
      <div className="form__row">
        <div className="field">
          <label htmlFor="pto-date">{draft.partDay ? t("timeoff.form.date") : t("timeoff.form.firstDay")}</label>
          <input id="pto-date" type="date" required value={draft.date} onChange={(e) => set({ date: e.target.value })} />
        </div>
        {!draft.partDay && (
          <div className="field">
            <label htmlFor="pto-end">{t("timeoff.form.lastDay")}</label>
            <input id="pto-end" type="date" min={draft.date} value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
          </div>
        )}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={draft.partDay} onChange={(e) => set({ partDay: e.target.checked })} /> {t("timeoff.form.partDay")}
      </label>
      {draft.partDay && (
        <div className="form__row">
          <div className="field">
            <label htmlFor="pto-from">{t("timeoff.form.from")}</label>
            <input id="pto-from" type="time" required value={draft.startTime} onChange={(e) => set({ startTime: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="pto-to">{t("timeoff.form.to")}</label>
            <input id="pto-to" type="time" required value={draft.endTime} onChange={(e) => set({ endTime: e.target.value })} />
          </div>
        </div>
      )}
    </>
  );
}
