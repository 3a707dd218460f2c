import { useId, useState, type FormEvent } from "react";
import "./rule-sets.css";
import type { RuleSetInput, RuleSetsQuery, RuleSeverity, PlanningPeriodKind } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { TextField } from "@/components/form-fields";
import { useDeleteRuleSet, useRuleSets, useSaveRuleSet } from "../api/rules";
import { ShiftTypeLimits, type LimitDraft, type ShiftTypeName } from "./shift-type-limits";

type RuleSet = RuleSetsQuery["ruleSets"][number];
type RuleKey = Exclude<keyof RuleSet["rules"], "__typename" | "shiftTypeLimits">;

/** The rules a manager edits, how each reads, and whether its value is hours (kept in minutes). */
const RULES: { key: RuleKey; label: string; hours: boolean }[] = [
  { key: "maxHours", label: "Maximum hours in a period", hours: true },
  { key: "minHours", label: "Minimum hours in a period", hours: true },
  { key: "maxDailyHours", label: "Maximum hours in a day", hours: true },
  { key: "minRest", label: "Minimum rest between shifts (hours)", hours: true },
  { key: "maxConsecutiveDays", label: "Most working days in a row", hours: false },
  { key: "minConsecutiveDays", label: "Fewest working days in a row", hours: false },
  { key: "minDaysOff", label: "Fewest days off in a row", hours: false },
  { key: "maxWeekends", label: "Most working weekends in a period", hours: false },
];

type RuleDraft = { value: string; severity: RuleSeverity };
type Draft = {
  id?: string;
  name: string;
  periodKind: PlanningPeriodKind;
  periodWeeks: string;
  periodStart: string;
  rules: Record<RuleKey, RuleDraft>;
  limits: LimitDraft[];
};

const blank = (): Draft => ({
  name: "",
  periodKind: "WEEKS",
  periodWeeks: "1",
  periodStart: "2021-01-01",
  rules: Object.fromEntries(RULES.map((r) => [r.key, { value: "", severity: "OFF" }])) as Record<RuleKey, RuleDraft>,
  limits: [],
});

function draftOf(rs: RuleSet): Draft {
  const d = blank();
  for (const r of RULES) {
    const rule = rs.rules[r.key];
    if (rule) d.rules[r.key] = { value: String(r.hours ? +(rule.value / 60).toFixed(2) : rule.value), severity: rule.severity };
  }
  return { ...d, id: rs.id, name: rs.name, periodKind: rs.periodKind, periodWeeks: String(rs.periodWeeks), periodStart: rs.periodStart,
    limits: rs.rules.shiftTypeLimits.map(({ shiftTypeId, max, severity }) => ({ shiftTypeId, max: String(max), severity })),
  };
}

/** The input the server takes: a rule left empty or off is left out; hours go to the minute. */
function inputOf(d: Draft): RuleSetInput {
  const input: RuleSetInput = {
    id: d.id,
    name: d.name.trim(),
    periodKind: d.periodKind,
    periodWeeks: Number(d.periodWeeks) || 1,
    periodStart: d.periodStart || undefined,
    // A limit set to Off is kept (the server keeps it off); an empty number is 0 shifts.
    shiftTypeLimits: d.limits.map(({ shiftTypeId, max, severity }) => ({ shiftTypeId, max: Math.round(Number(max)) || 0, severity })),
  };
  for (const r of RULES) {
    const { value, severity } = d.rules[r.key];
    if (severity === "OFF" || value.trim() === "") continue;
    input[r.key] = { value: r.hours ? Math.round(Number(value) * 60) : Math.round(Number(value)), severity };
  }
  return input;
}

const SEVERITIES: [RuleSeverity, string][] = [
  ["OFF", "Off"],
  ["WARN", "Warn"],
  ["BLOCK", "Block"],
];

function summary(rs: RuleSet, types: ReadonlyMap<string, string>): string {
  const on = RULES.filter((r) => rs.rules[r.key]).map((r) => {
    const rule = rs.rules[r.key]!;
    const v = r.hours ? `${+(rule.value / 60).toFixed(2)} h` : rule.value;
    return `${r.label}: ${v} (${rule.severity.toLowerCase()})`;
  });
  for (const l of rs.rules.shiftTypeLimits) {
    if (l.severity !== "OFF") on.push(`Most ${types.get(l.shiftTypeId) ?? "?"} shifts in a period: ${l.max} (${l.severity.toLowerCase()})`);
  }
  const period = rs.periodKind === "MONTH" ? "calendar months" : `${rs.periodWeeks} week(s) from ${rs.periodStart}`;
  return `Period: ${period}. ${on.length ? on.join("; ") : "No rules."}`;
}

/** Managers: the workplace's rule sets (contracts); people are given one on Manage Staff. */
export function RuleSetsPage() {
  const { data, error } = useRuleSets();
  const [draft, setDraft] = useState<Draft>(blank);
  const [del] = useDeleteRuleSet();
  const [failure, setFailure] = useState<string | null>(null);
  const shiftTypes = data?.shiftTypes ?? [];
  const typeNames = new Map(shiftTypes.map((t) => [t.id, t.name]));
  const remove = async (rs: RuleSet) => {
    setFailure(null);
    try {
      await del({ variables: { id: rs.id } });
    } catch (err) {
      setFailure(errorMessage(err, "Could not delete the rule set."));
    }
  };
  return (
    <div className="page">
      <h1>Rule Sets</h1>
      <p>
        Each person follows one rule set; people without one follow the workplace default, whose minimum rest and maximum
        hours are also the workplace settings. A rule set to Block stops a schedule from being published; Warn asks for
        the warning to be accepted.
      </p>
      {error && <p role="alert">{errorMessage(error, "Could not load the rule sets.")}</p>}
      {failure && <p role="alert">{failure}</p>}
      {data?.ruleSets.map((rs) => (
        <section className="card" key={rs.id} aria-label={rs.name}>
          <h2>
            {rs.name}
            {rs.isDefault ? " (default)" : ""}
          </h2>
          <p>{summary(rs, typeNames)}</p>
          <p className="muted">{rs.userIds.length === 1 ? "1 person follows it." : `${rs.userIds.length} people follow it.`}</p>
          <div className="staff__actions">
            <button type="button" className="btn btn--small btn--secondary" onClick={() => setDraft(draftOf(rs))}>
              Edit<span className="visually-hidden"> {rs.name}</span>
            </button>
            {!rs.isDefault && (
              <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(rs)}>
                Delete<span className="visually-hidden"> {rs.name}</span>
              </button>
            )}
          </div>
        </section>
      ))}
      <RuleSetForm key={draft.id ?? "new"} initial={draft} shiftTypes={shiftTypes} onDone={() => setDraft(blank())} />
    </div>
  );
}

type FormProps = { initial: Draft; shiftTypes: readonly ShiftTypeName[]; onDone: () => void };

function RuleSetForm({ initial, shiftTypes, onDone }: FormProps) {
  const [d, setD] = useState<Draft>(initial);
  const [save, { loading }] = useSaveRuleSet();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const setRule = (key: RuleKey, part: Partial<RuleDraft>) => setD({ ...d, rules: { ...d.rules, [key]: { ...d.rules[key], ...part } } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { input: inputOf(d) } });
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, "Could not save the rule set."));
    }
  };
  const title = d.id ? `Edit ${initial.name}` : "New Rule Set";
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className="form" onSubmit={submit}>
        <TextField label="Rule set name" value={d.name} onChange={(name) => setD({ ...d, name })} required maxLength={100} />
        <div className="field">
          <label htmlFor={`${id}-period`}>Planning period</label>
          <select id={`${id}-period`} value={d.periodKind} onChange={(e) => setD({ ...d, periodKind: e.target.value as PlanningPeriodKind })}>
            <option value="WEEKS">A number of weeks</option>
            <option value="MONTH">A calendar month</option>
          </select>
        </div>
        {d.periodKind === "WEEKS" && (
          <>
            <TextField label="Weeks in a period" type="number" min={1} max={12} value={d.periodWeeks} onChange={(periodWeeks) => setD({ ...d, periodWeeks })} />
            <TextField label="First period starts" type="date" value={d.periodStart} onChange={(periodStart) => setD({ ...d, periodStart })} />
          </>
        )}
        <fieldset className="rules__list">
          <legend>Rules</legend>
          {RULES.map((r) => (
            <div className="rules__row" key={r.key}>
              <TextField
                label={r.label}
                type="number"
                min={0}
                step={r.hours ? "any" : 1}
                value={d.rules[r.key].value}
                onChange={(value) => setRule(r.key, { value })}
              />
              <div className="field">
                <label htmlFor={`${id}-${r.key}`}>{r.label}: when broken</label>
                <select id={`${id}-${r.key}`} value={d.rules[r.key].severity} onChange={(e) => setRule(r.key, { severity: e.target.value as RuleSeverity })}>
                  {SEVERITIES.map(([v, label]) => (
                    <option key={v} value={v}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          ))}
        </fieldset>
        <ShiftTypeLimits limits={d.limits} shiftTypes={shiftTypes} severities={SEVERITIES} onChange={(limits) => setD({ ...d, limits })} />
        {failure && <p role="alert">{failure}</p>}
        <div className="staff__actions">
          <button type="submit" className="btn" disabled={loading}>
            Save Rule Set
          </button>
          {d.id && (
            <button type="button" className="btn btn--secondary" onClick={onDone}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
