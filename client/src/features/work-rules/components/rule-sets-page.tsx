import { useId, useState, type FormEvent, type ReactNode } from "react";
import "./rule-sets.css";
import type { RuleSetInput, RuleSetsQuery, RuleSeverity, PlanningPeriodKind } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { TextField } from "@/components/form-fields";
import { useDeleteRuleSet, useRuleSets, useSaveRuleSet } from "../api/rules";
import { ruleSetName, useT } from "../i18n";
import { formatDate } from "@/lib/i18n-format";
import { useLimitedManager } from "@/lib/reach";
import { ShiftTypeLimits, type LimitDraft, type ShiftTypeName } from "./shift-type-limits";

type RuleSet = RuleSetsQuery["ruleSets"][number];
type RuleKey = Exclude<keyof RuleSet["rules"], "__typename" | "shiftTypeLimits">;

/** The rules a manager edits (each named by workRules.rules.<key>), and whether its value is hours (kept in minutes). */
const RULES: { key: RuleKey; hours: boolean }[] = [
  { key: "maxHours", hours: true },
  { key: "minHours", hours: true },
  { key: "maxDailyHours", hours: true },
  { key: "minRest", hours: true },
  { key: "maxConsecutiveDays", hours: false },
  { key: "minConsecutiveDays", hours: false },
  { key: "minDaysOff", hours: false },
  { key: "maxWeekends", hours: false },
];

type T = ReturnType<typeof useT>["t"];

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

function draftOf(t: T, rs: RuleSet): Draft {
  const d = blank();
  for (const r of RULES) {
    const rule = rs.rules[r.key];
    if (rule) d.rules[r.key] = { value: String(r.hours ? +(rule.value / 60).toFixed(2) : rule.value), severity: rule.severity };
  }
  return { ...d, id: rs.id, name: ruleSetName(t, rs), periodKind: rs.periodKind, periodWeeks: String(rs.periodWeeks), periodStart: rs.periodStart,
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

/** Each severity and its name's catalogue key. */
const SEVERITIES: [RuleSeverity, string][] = [
  ["OFF", "workRules.severity.OFF"],
  ["WARN", "workRules.severity.WARN"],
  ["BLOCK", "workRules.severity.BLOCK"],
];

function summary(t: T, rs: RuleSet, types: ReadonlyMap<string, string>): string {
  const severity = (s: RuleSeverity) => t(`workRules.severityInSummary.${s}`);
  const on = RULES.filter((r) => rs.rules[r.key]).map((r) => {
    const rule = rs.rules[r.key]!;
    const value = r.hours ? t("workRules.hoursValue", { n: +(rule.value / 60).toFixed(2) }) : rule.value;
    return t("workRules.summaryRule", { rule: t(`workRules.rules.${r.key}`), value, severity: severity(rule.severity) });
  });
  for (const l of rs.rules.shiftTypeLimits) {
    if (l.severity !== "OFF") on.push(t("workRules.summaryLimit", { type: types.get(l.shiftTypeId) ?? "?", max: l.max, severity: severity(l.severity) }));
  }
  const period = rs.periodKind === "MONTH" ? t("workRules.months") : t("workRules.weeksFrom", { count: rs.periodWeeks, start: formatDate(rs.periodStart) });
  return t("workRules.summary", { period, rules: on.length ? on.join(t("workRules.ruleSeparator")) : t("workRules.noRules") });
}

/** What another feature adds to each rule set's card (the app composes it), given the set and its name as shown. */
export type RuleSetExtra = (ruleSet: { id: string; name: string }) => ReactNode;

/** Managers: the workplace's rule sets (contracts); people are given one on Manage Staff. */
export function RuleSetsPage({ extra }: { extra?: RuleSetExtra }) {
  const { data, error } = useRuleSets();
  const [draft, setDraft] = useState<Draft>(blank);
  const [del] = useDeleteRuleSet();
  const [failure, setFailure] = useState<string | null>(null);
  const shiftTypes = data?.shiftTypes ?? [];
  const typeNames = new Map(shiftTypes.map((st) => [st.id, st.name]));
  const { t } = useT();
  // Rule sets are changed by managers of every location (the server refuses the others).
  const readOnly = useLimitedManager();
  const remove = async (rs: RuleSet) => {
    setFailure(null);
    try {
      await del({ variables: { id: rs.id } });
    } catch (err) {
      setFailure(errorMessage(err, t("workRules.deleteFailed")));
    }
  };
  return (
    <div className="page">
      <h1>{t("workRules.title")}</h1>
      <p>{t("workRules.intro")}</p>
      {readOnly && <p className="muted">{t("workRules.readOnly")}</p>}
      {error && <p role="alert">{errorMessage(error, t("workRules.loadFailed"))}</p>}
      {failure && <p role="alert">{failure}</p>}
      {data?.ruleSets.map((rs) => (
        <section className="card" key={rs.id} aria-label={ruleSetName(t, rs)}>
          <h2>{rs.isDefault ? t("workRules.defaultName", { name: ruleSetName(t, rs) }) : rs.name}</h2>
          <p>{summary(t, rs, typeNames)}</p>
          <p className="muted">{t("workRules.followers", { count: rs.userIds.length })}</p>
          {!readOnly && <div className="staff__actions">
            <button type="button" className="btn btn--small btn--secondary" onClick={() => setDraft(draftOf(t, rs))}>
              {t("workRules.edit")}<span className="visually-hidden"> {ruleSetName(t, rs)}</span>
            </button>
            {!rs.isDefault && (
              <button type="button" className="btn btn--small btn--danger" onClick={() => void remove(rs)}>
                {t("workRules.delete")}<span className="visually-hidden"> {rs.name}</span>
              </button>
            )}
          </div>}
          {extra?.({ id: rs.id, name: ruleSetName(t, rs) })}
        </section>
      ))}
      {!readOnly && <RuleSetForm key={draft.id ?? "new"} initial={draft} shiftTypes={shiftTypes} onDone={() => setDraft(blank())} />}
    </div>
  );
}

type FormProps = { initial: Draft; shiftTypes: readonly ShiftTypeName[]; onDone: () => void };

function RuleSetForm({ initial, shiftTypes, onDone }: FormProps) {
  const [d, setD] = useState<Draft>(initial);
  const [save, { loading }] = useSaveRuleSet();
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const { t } = useT();
  const setRule = (key: RuleKey, part: Partial<RuleDraft>) => setD({ ...d, rules: { ...d.rules, [key]: { ...d.rules[key], ...part } } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await save({ variables: { input: inputOf(d) } });
      onDone();
    } catch (err) {
      setFailure(errorMessage(err, t("workRules.saveFailed")));
    }
  };
  const title = d.id ? t("workRules.editTitle", { name: initial.name }) : t("workRules.newTitle");
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form className="form" onSubmit={submit}>
        <TextField label={t("workRules.name")} value={d.name} onChange={(name) => setD({ ...d, name })} required maxLength={100} />
        <div className="field">
          <label htmlFor={`${id}-period`}>{t("workRules.period")}</label>
          <select id={`${id}-period`} value={d.periodKind} onChange={(e) => setD({ ...d, periodKind: e.target.value as PlanningPeriodKind })}>
            <option value="WEEKS">{t("workRules.periodWeeks")}</option>
            <option value="MONTH">{t("workRules.periodMonth")}</option>
          </select>
        </div>
        {d.periodKind === "WEEKS" && (
          <>
            <TextField label={t("workRules.weeksInPeriod")} type="number" min={1} max={12} value={d.periodWeeks} onChange={(periodWeeks) => setD({ ...d, periodWeeks })} />
            <TextField label={t("workRules.firstPeriod")} type="date" value={d.periodStart} onChange={(periodStart) => setD({ ...d, periodStart })} />
          </>
        )}
        <fieldset className="rules__list">
          <legend>{t("workRules.rulesLegend")}</legend>
          {RULES.map((r) => (
            <div className="rules__row" key={r.key}>
              <TextField
                label={t(`workRules.rules.${r.key}`)}
                type="number"
                min={0}
                step={r.hours ? "any" : 1}
                value={d.rules[r.key].value}
                onChange={(value) => setRule(r.key, { value })}
              />
              <div className="field">
                <label htmlFor={`${id}-${r.key}`}>{t("workRules.whenBroken", { rule: t(`workRules.rules.${r.key}`) })}</label>
                <select id={`${id}-${r.key}`} value={d.rules[r.key].severity} onChange={(e) => setRule(r.key, { severity: e.target.value as RuleSeverity })}>
                  {SEVERITIES.map(([v, label]) => (
                    <option key={v} value={v}>
                      {t(label)}
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
            {t("workRules.save")}
          </button>
          {d.id && (
            <button type="button" className="btn btn--secondary" onClick={onDone}>
              {t("workRules.cancel")}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
