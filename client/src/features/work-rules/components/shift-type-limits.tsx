import { useId, useState } from "react";
import type { RuleSeverity } from "@/gql/graphql";
import { useT } from "../i18n";

/** One per-shift-type limit as edited: the number is kept as typed. */
export type LimitDraft = { shiftTypeId: string; max: string; severity: RuleSeverity };
export type ShiftTypeName = { id: string; name: string; archived: boolean };

type Props = {
  limits: LimitDraft[];
  shiftTypes: readonly ShiftTypeName[];
  /** Each severity and its name's catalogue key. */
  severities: [RuleSeverity, string][];
  onChange: (limits: LimitDraft[]) => void;
};

/**
 * The most shifts of each shift type in a planning period (MAX_SHIFTS_OF_TYPE): one row
 * per limited shift type, each with its number and what breaking it does. Each control
 * is named after its shift type, so a screen reader tells the rows apart.
 */
export function ShiftTypeLimits({ limits, shiftTypes, severities, onChange }: Props) {
  const id = useId();
  const { t } = useT();
  const names = new Map(shiftTypes.map((st) => [st.id, st.name]));
  // Archived types stay on the limits that name them but are not offered for new ones.
  const free = shiftTypes.filter((st) => !st.archived && !limits.some((l) => l.shiftTypeId === st.id));
  const [picked, setPicked] = useState("");
  const toAdd = free.some((st) => st.id === picked) ? picked : (free[0]?.id ?? "");
  const set = (i: number, part: Partial<LimitDraft>) => onChange(limits.map((l, j) => (j === i ? { ...l, ...part } : l)));

  return (
    <fieldset className="rules__list">
      <legend>{t("workRules.limits.legend")}</legend>
      {limits.length === 0 && <p className="muted">{t("workRules.limits.none")}</p>}
      {limits.map((l, i) => {
        const name = names.get(l.shiftTypeId) ?? t("workRules.limits.unknownType", { id: l.shiftTypeId });
        return (
          <div className="rules__row rules__row--limit" key={l.shiftTypeId}>
            <div className="field">
              <label htmlFor={`${id}-max-${l.shiftTypeId}`}>{t("workRules.limits.most", { name })}</label>
              <input id={`${id}-max-${l.shiftTypeId}`} type="number" min={0} step={1} required value={l.max} onChange={(e) => set(i, { max: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-sev-${l.shiftTypeId}`}>{t("workRules.limits.whenBroken", { name })}</label>
              <select id={`${id}-sev-${l.shiftTypeId}`} value={l.severity} onChange={(e) => set(i, { severity: e.target.value as RuleSeverity })}>
                {severities.map(([v, label]) => (
                  <option key={v} value={v}>
                    {t(label)}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(limits.filter((_, j) => j !== i))}>
              {t("workRules.limits.remove")}<span className="visually-hidden"> {t("workRules.limits.removeWhat", { name })}</span>
            </button>
          </div>
        );
      })}
      {free.length > 0 && (
        <div className="rules__row rules__row--limit">
          <div className="field">
            <label htmlFor={`${id}-add`}>{t("workRules.limits.toLimit")}</label>
            <select id={`${id}-add`} value={toAdd} onChange={(e) => setPicked(e.target.value)}>
              {free.map((st) => (
                <option key={st.id} value={st.id}>
                  {st.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => onChange([...limits, { shiftTypeId: toAdd, max: "5", severity: "WARN" }])}
          >
            {t("workRules.limits.add")}
          </button>
        </div>
      )}
    </fieldset>
  );
}
