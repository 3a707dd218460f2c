// The single rules: daily and weekly rest, the average week, the posting deadline and
// clopenings, each on, a warning or off.
import type { LabourDraft } from "../utils/labour-draft";
import { useT } from "../i18n";
import { NumberField, RuleBox, TimeField } from "./rule-fields";
import { SelectField } from "@/components/form-fields";

type Single = Pick<LabourDraft, "dailyRest" | "weeklyRest" | "averageWeek" | "postingDeadline" | "clopening">;
type Props = { draft: Single; onChange: (part: Partial<Single>) => void };

/** Each single rule as its own group, in the order a working day meets them. */
export function RestFields({ draft: d, onChange }: Props) {
  const { t } = useT();
  const daily = t("labour.dailyRest.name");
  const weekly = t("labour.weeklyRest.name");
  const average = t("labour.averageWeek.name");
  const clopening = t("labour.clopening.name");
  return (
    <>
      <RuleBox name={daily} rule={d.dailyRest} onChange={(dailyRest) => onChange({ dailyRest })}>
        <NumberField label={t("labour.dailyRest.hours")} value={d.dailyRest.hours} onChange={(hours) => onChange({ dailyRest: { ...d.dailyRest, hours } })} />
      </RuleBox>
      <RuleBox name={weekly} rule={d.weeklyRest} onChange={(weeklyRest) => onChange({ weeklyRest })}>
        <NumberField label={t("labour.weeklyRest.hours")} value={d.weeklyRest.hours} onChange={(hours) => onChange({ weeklyRest: { ...d.weeklyRest, hours } })} />
        <SelectField
          label={t("labour.weeklyRest.days")}
          value={d.weeklyRest.days}
          onChange={(days) => onChange({ weeklyRest: { ...d.weeklyRest, days } })}
          options={["7", "14"].map((n) => ({ value: n, label: t("labour.weeklyRest.inDays", { count: Number(n) }) }))}
        />
      </RuleBox>
      <RuleBox name={average} rule={d.averageWeek} onChange={(averageWeek) => onChange({ averageWeek })}>
        <NumberField label={t("labour.averageWeek.maxHours")} value={d.averageWeek.maxHours} onChange={(maxHours) => onChange({ averageWeek: { ...d.averageWeek, maxHours } })} />
        <NumberField label={t("labour.averageWeek.weeks")} value={d.averageWeek.weeks} onChange={(weeks) => onChange({ averageWeek: { ...d.averageWeek, weeks } })} />
      </RuleBox>
      <RuleBox name={t("labour.postingDeadline.name")} rule={d.postingDeadline} severities={["OFF", "WARN"]} onChange={(postingDeadline) => onChange({ postingDeadline })}>
        <NumberField
          label={t("labour.postingDeadline.days")}
          hint={t("labour.postingDeadline.hint")}
          value={d.postingDeadline.days}
          onChange={(days) => onChange({ postingDeadline: { ...d.postingDeadline, days } })}
        />
      </RuleBox>
      <RuleBox name={clopening} rule={d.clopening} onChange={(c) => onChange({ clopening: c })}>
        <NumberField label={t("labour.clopening.minRest")} value={d.clopening.minRestHours} onChange={(minRestHours) => onChange({ clopening: { ...d.clopening, minRestHours } })} />
        <TimeField
          label={t("labour.clopening.closingAfter")}
          value={d.clopening.closingAfter}
          onChange={(closingAfter) => onChange({ clopening: { ...d.clopening, closingAfter } })}
        />
      </RuleBox>
    </>
  );
}
