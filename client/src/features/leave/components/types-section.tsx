import { useState, type FormEvent } from "react";
import type { LeaveTypeFieldsFragment, LeaveUnit } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSaveLeaveType } from "../api/leave";
import { useT } from "../i18n";

type Draft = Omit<LeaveTypeFieldsFragment, "__typename" | "id" | "kind">;

const NEW: Draft = { name: "", paid: true, unit: "HOURS", needsApproval: true, needsBalance: true, staffMayRequest: true, colour: "#4a90d9", archived: false };
const FLAGS = ["paid", "needsApproval", "needsBalance", "staffMayRequest", "archived"] as const;

/** The workplace's leave types, each editable, and a form to add one. */
export function TypesSection({ types }: { types: readonly LeaveTypeFieldsFragment[] }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="leave-types-title">
      <h2 id="leave-types-title">{t("leave.types.title")}</h2>
      {/* Closed until opened: a workplace's list stays short to scan. */}
      {types.map((lt) => (
        <details key={lt.id} className="leave-setup-details">
          <summary>
            <span className="leave-swatch" style={{ background: lt.colour }} aria-hidden="true" /> {lt.name}
            {lt.archived && ` (${t("leave.types.archived")})`}
          </summary>
          <TypeEditor type={lt} />
        </details>
      ))}
      <TypeEditor key={`new-${types.length}`} />
    </section>
  );
}

function TypeEditor({ type }: { type?: LeaveTypeFieldsFragment }) {
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>(() => (type ? { ...type } : { ...NEW }));
  const [error, setError] = useState("");
  const [save, { loading }] = useSaveLeaveType();
  const notice = useNotice();
  const id = type?.id ?? "new";
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const { name, paid, unit, needsApproval, needsBalance, staffMayRequest, colour, archived } = draft;
    try {
      await save({ variables: { input: { id: type?.id, name: name.trim(), paid, unit, needsApproval, needsBalance, staffMayRequest, colour, archived } } });
      notice.done(t("leave.types.saved", { name: name.trim() }));
      if (!type) setDraft({ ...NEW });
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <form className="form leave-setup-item" onSubmit={submit}>
      <fieldset>
        <legend>{type ? type.name : t("leave.types.add")}</legend>
        <div className="form__row">
          <div className="field">
            <label htmlFor={`lt-name-${id}`}>{t("leave.types.name")}</label>
            <input id={`lt-name-${id}`} required maxLength={100} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor={`lt-unit-${id}`}>{t("leave.types.unit")}</label>
            <select id={`lt-unit-${id}`} value={draft.unit} onChange={(e) => set({ unit: e.target.value as LeaveUnit })}>
              <option value="HOURS">{t("leave.unit.HOURS")}</option>
              <option value="DAYS">{t("leave.unit.DAYS")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor={`lt-colour-${id}`}>{t("leave.types.colour")}</label>
            <input id={`lt-colour-${id}`} type="color" value={draft.colour} onChange={(e) => set({ colour: e.target.value })} />
          </div>
        </div>
        <div className="leave-checks">
          {FLAGS.filter((f) => type || f !== "archived").map((f) => (
            <label key={f} className="checkbox">
              <input type="checkbox" checked={draft[f]} onChange={(e) => set({ [f]: e.target.checked })} /> {t(`leave.types.${f}`)}
            </label>
          ))}
        </div>
        <FormError text={error} />
        <button type="submit" className="btn btn--small" disabled={loading}>
          {type ? t("leave.save") : t("leave.types.addButton")}
          {type && <span className="visually-hidden"> {type.name}</span>}
        </button>
      </fieldset>
    </form>
  );
}
