// Rules for people under an age (from their birth date, kept on Manage Staff).
import { newMinor, type MinorDraft } from "../utils/labour-draft";
import { useT } from "../i18n";
import { BreaksFields } from "./breaks-fields";
import { NumberField, RuleBox, TimeField } from "./rule-fields";

type Props = { minors: MinorDraft[]; onChange: (minors: MinorDraft[]) => void };

/** Each age band's limits: hours a day and a week, earliest start, latest end, hours on school days and in school weeks, and its own breaks. */
export function MinorsFields({ minors, onChange }: Props) {
  const { t } = useT();
  const set = (i: number, m: MinorDraft) => onChange(minors.map((x, j) => (j === i ? m : x)));
  return (
    <fieldset className="labour__list">
      <legend>{t("labour.minors.legend")}</legend>
      <p className="muted">{t("labour.minors.intro")}</p>
      {minors.map((m, i) => {
        const name = t("labour.minors.name", { n: i + 1 });
        return (
          <RuleBox key={i} name={name} rule={m} onChange={(r) => set(i, r)}>
            <NumberField label={t("labour.minors.underAge", { rule: name })} value={m.underAge} onChange={(underAge) => set(i, { ...m, underAge })} />
            <NumberField
              label={t("labour.minors.maxDaily", { rule: name })}
              hint={t("labour.noLimitHint")}
              value={m.maxDailyHours}
              onChange={(maxDailyHours) => set(i, { ...m, maxDailyHours })}
            />
            <NumberField
              label={t("labour.minors.maxWeekly", { rule: name })}
              hint={t("labour.noLimitHint")}
              value={m.maxWeeklyHours}
              onChange={(maxWeeklyHours) => set(i, { ...m, maxWeeklyHours })}
            />
            <TimeField label={t("labour.minors.earliestStart", { rule: name })} value={m.earliestStart} onChange={(earliestStart) => set(i, { ...m, earliestStart })} />
            <TimeField label={t("labour.minors.latestEnd", { rule: name })} value={m.latestEnd} onChange={(latestEnd) => set(i, { ...m, latestEnd })} />
            <NumberField
              label={t("labour.minors.schoolDay", { rule: name })}
              hint={t("labour.minors.schoolHint")}
              value={m.schoolDayHours}
              onChange={(schoolDayHours) => set(i, { ...m, schoolDayHours })}
            />
            <NumberField
              label={t("labour.minors.schoolWeek", { rule: name })}
              hint={t("labour.noLimitHint")}
              value={m.schoolWeekHours}
              onChange={(schoolWeekHours) => set(i, { ...m, schoolWeekHours })}
            />
            <BreaksFields
              legend={t("labour.minors.breaks", { rule: name })}
              nameOf={(n) => t("labour.minors.breakName", { rule: name, n })}
              breaks={m.breaks}
              onChange={(breaks) => set(i, { ...m, breaks })}
            />
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(minors.filter((_, j) => j !== i))}>
              {t("labour.remove")}<span className="visually-hidden"> {name}</span>
            </button>
          </RuleBox>
        );
      })}
      <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange([...minors, newMinor()])}>
        {t("labour.minors.add")}
      </button>
    </fieldset>
  );
}
