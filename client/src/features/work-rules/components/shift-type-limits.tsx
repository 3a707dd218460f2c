import { useId, useState } from "react";
import type { RuleSeverity } from "@/gql/graphql";

/** One per-shift-type limit as edited: the number is kept as typed. */
export type LimitDraft = { shiftTypeId: string; max: string; severity: RuleSeverity };
export type ShiftTypeName = { id: string; name: string; archived: boolean };

type Props = {
  limits: LimitDraft[];
  shiftTypes: readonly ShiftTypeName[];
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
  const names = new Map(shiftTypes.map((t) => [t.id, t.name]));
  // Archived types stay on the limits that name them but are not offered for new ones.
  const free = shiftTypes.filter((t) => !t.archived && !limits.some((l) => l.shiftTypeId === t.id));
  const [picked, setPicked] = useState("");
  const toAdd = free.some((t) => t.id === picked) ? picked : (free[0]?.id ?? "");
  const set = (i: number, part: Partial<LimitDraft>) => onChange(limits.map((l, j) => (j === i ? { ...l, ...part } : l)));

  return (
    <fieldset className="rules__list">
      <legend>Most shifts of a shift type in a period</legend>
      {limits.length === 0 && <p className="muted">No shift type is limited.</p>}
      {limits.map((l, i) => {
        const name = names.get(l.shiftTypeId) ?? `shift type ${l.shiftTypeId}`;
        return (
          <div className="rules__row rules__row--limit" key={l.shiftTypeId}>
            <div className="field">
              <label htmlFor={`${id}-max-${l.shiftTypeId}`}>Most {name} shifts in a period</label>
              <input id={`${id}-max-${l.shiftTypeId}`} type="number" min={0} step={1} required value={l.max} onChange={(e) => set(i, { max: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-sev-${l.shiftTypeId}`}>{name} limit: when broken</label>
              <select id={`${id}-sev-${l.shiftTypeId}`} value={l.severity} onChange={(e) => set(i, { severity: e.target.value as RuleSeverity })}>
                {severities.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(limits.filter((_, j) => j !== i))}>
              Remove<span className="visually-hidden"> the limit on {name}</span>
            </button>
          </div>
        );
      })}
      {free.length > 0 && (
        <div className="rules__row rules__row--limit">
          <div className="field">
            <label htmlFor={`${id}-add`}>Shift type to limit</label>
            <select id={`${id}-add`} value={toAdd} onChange={(e) => setPicked(e.target.value)}>
              {free.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => onChange([...limits, { shiftTypeId: toAdd, max: "5", severity: "WARN" }])}
          >
            Add limit
          </button>
        </div>
      )}
    </fieldset>
  );
}
