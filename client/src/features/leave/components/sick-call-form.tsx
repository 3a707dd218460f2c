import { useState, type FormEvent } from "react";
import type { LeaveTypeFieldsFragment, RecordLeaveMutation } from "@/gql/graphql";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useRecordLeave } from "../api/leave";
import { SickCallDays, type SickCallDraft } from "./sick-call-days";
import { SickCallResult } from "./sick-call-result";
import { useT } from "../i18n";
import { SelectField } from "@/components/form-fields";

type Props = { types: readonly LeaveTypeFieldsFragment[]; people: readonly { id: string; name: string }[] };

const blank = (): SickCallDraft => ({ date: todayLocal(), endDate: "", partDay: false, startTime: "09:00", endTime: "13:00" });

/**
 * Record leave (a sick call): a manager records leave for one of their people, approved
 * at once. The server posts that person's shifts inside it as open shifts in the same
 * transaction; the answer names them, and the result says which.
 */
export function SickCallForm({ types, people }: Props) {
  const { t } = useT();
  const [userId, setUserId] = useState("");
  const [typeId, setTypeId] = useState("");
  const [days, setDays] = useState(blank);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const [done, setDone] = useState<RecordLeaveMutation["recordLeave"] | null>(null);
  const [record, { loading }] = useRecordLeave();
  const notice = useNotice();
  const person = userId || people[0]?.id || "";
  const type = typeId || types.find((lt) => lt.kind === "SICK")?.id || types[0]?.id || "";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const when = days.partDay
      ? { date: days.date, startTime: days.startTime, endTime: days.endTime }
      : { date: days.date, endDate: days.endDate || null };
    try {
      const { data } = await record({ variables: { userId: person, input: { ...when, leaveTypeId: type, reason: note.trim() || null } } });
      if (!data) return;
      setDone(data.recordLeave);
      notice.done(t("leave.sick.done", { name: data.recordLeave.request.userName }));
      setNote("");
    } catch (err) {
      setDone(null);
      setError(errorMessage(err, t("leave.sick.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="leave-sick-title">
      <h2 id="leave-sick-title">{t("leave.sick.title")}</h2>
      <p className="muted">{t("leave.sick.intro")}</p>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <SelectField label={t("leave.sick.person")} value={person} onChange={setUserId} options={people.map((p) => ({ value: p.id, label: p.name }))} />
          <SelectField label={t("leave.sick.type")} value={type} onChange={setTypeId} options={types.map((lt) => ({ value: lt.id, label: lt.name }))} />
        </div>
        <SickCallDays draft={days} set={(patch) => setDays({ ...days, ...patch })} />
        <div className="field">
          <label htmlFor="sick-note">{t("leave.sick.note")}</label>
          <input id="sick-note" maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading || !person || !type || !days.date}>
            {t("leave.sick.submit")}
          </button>
        </div>
      </form>
      {done && <SickCallResult result={done} />}
    </section>
  );
}
