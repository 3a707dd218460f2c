import { useId, useState, type FormEvent } from "react";
import type { StaffingRequirementsQuery } from "@/gql/graphql";
import { DAY_KEYS } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useSaveStaffingRequirement } from "../api/coverage";
import "./coverage.css";
import { DayCounts, lower, type Counts } from "./day-counts";
import { useT } from "../i18n";

type Requirement = StaffingRequirementsQuery["staffingRequirements"][number];
type OverrideDraft = { date: string; needed: string; note: string };

/**
 * One requirement changed where it is listed: the people needed per weekday, the weights
 * of a missing and an extra person, and the per-date overrides. What it counts and where
 * stay as they are (delete and add for another).
 */
export function RequirementEditor({ requirement: r, what, onDone }: { requirement: Requirement; what: string; onDone: () => void }) {
  const id = useId();
  const [save, { loading }] = useSaveStaffingRequirement();
  const [counts, setCounts] = useState<Counts>(() => Object.fromEntries(DAY_KEYS.map((k) => [k, String(r.needed[lower(k)])])) as Counts);
  const [missing, setMissing] = useState(String(r.missingWeight));
  const [extra, setExtra] = useState(String(r.extraWeight));
  const [overrides, setOverrides] = useState<OverrideDraft[]>(() => r.overrides.map((o) => ({ date: o.date, needed: String(o.needed), note: o.note })));
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({
        variables: {
          input: {
            id: r.id,
            locationId: r.locationId,
            shiftTypeId: r.shiftTypeId,
            positionId: r.positionId,
            startTime: r.startTime,
            endTime: r.endTime,
            needed: Object.fromEntries(DAY_KEYS.map((k) => [lower(k), Number(counts[k]) || 0])),
            // Numbers go as typed: the server answers a bad one with a sentence.
            missingWeight: Number(missing),
            extraWeight: Number(extra),
            overrides: overrides.filter((o) => o.date).map((o) => ({ date: o.date, needed: Number(o.needed) || 0, note: o.note.trim() })),
          },
        },
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("coverage.req.saveFailed")));
    }
  };

  return (
    <form className="form requirement-editor" aria-label={t("coverage.req.editLabel", { what })} onSubmit={submit}>
      <DayCounts counts={counts} setCounts={setCounts} idPrefix={`${id}-day`} />
      <div className="form__row">
        <div className="field">
          <label htmlFor={`${id}-missing`}>{t("coverage.req.missingWeight")}</label>
          <input id={`${id}-missing`} type="number" min={0} required value={missing} onChange={(e) => setMissing(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-extra`}>{t("coverage.req.extraWeight")}</label>
          <input id={`${id}-extra`} type="number" min={0} required value={extra} onChange={(e) => setExtra(e.target.value)} />
        </div>
      </div>
      <OverridesFields id={id} overrides={overrides} setOverrides={setOverrides} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="staff__actions">
        <button type="submit" className="btn" disabled={loading}>
          {t("coverage.req.saveChanges")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("coverage.req.cancel")}
        </button>
      </div>
    </form>
  );
}

type OverridesProps = { id: string; overrides: OverrideDraft[]; setOverrides: (o: OverrideDraft[]) => void };

/** The dates that need another number than their weekday: change, remove or add one. */
function OverridesFields({ id, overrides, setOverrides }: OverridesProps) {
  const setOverride = (i: number, part: Partial<OverrideDraft>) => setOverrides(overrides.map((o, j) => (j === i ? { ...o, ...part } : o)));
  const { t } = useT();
  return (
      <fieldset className="form__row">
        <legend>{t("coverage.req.overrides")}</legend>
        {overrides.length === 0 && <p className="muted">{t("coverage.req.noOverrides")}</p>}
        {overrides.map((o, i) => (
          <div className="form__row" key={i}>
            <div className="field">
              <label htmlFor={`${id}-o${i}-date`}>{t("coverage.req.overrideDate", { n: i + 1 })}</label>
              <input id={`${id}-o${i}-date`} type="date" required value={o.date} onChange={(e) => setOverride(i, { date: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-o${i}-needed`}>{t("coverage.req.overrideNeeded", { n: i + 1 })}</label>
              <input id={`${id}-o${i}-needed`} type="number" min={0} max={1000} value={o.needed} onChange={(e) => setOverride(i, { needed: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-o${i}-note`}>{t("coverage.req.overrideNote", { n: i + 1 })}</label>
              <input id={`${id}-o${i}-note`} maxLength={200} value={o.note} onChange={(e) => setOverride(i, { note: e.target.value })} />
            </div>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => setOverrides(overrides.filter((_, j) => j !== i))}>
              {t("coverage.req.removeOverride", { n: i + 1 })}
            </button>
          </div>
        ))}
        <div>
          <button type="button" className="btn btn--small btn--secondary" onClick={() => setOverrides([...overrides, { date: "", needed: "0", note: "" }])}>
            {t("coverage.req.addOverride")}
          </button>
        </div>
      </fieldset>
  );
}
