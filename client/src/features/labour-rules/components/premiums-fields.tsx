// Premiums: extra pay for night, Sunday, holiday, shift-type, position or clopening work.
import type { LabourPremiumKind } from "@/gql/graphql";
import { SelectField, TextField } from "@/components/form-fields";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { useLabourShiftTypes } from "../api/labour";
import { newPremium, type PremiumDraft } from "../utils/labour-draft";
import { useT } from "../i18n";
import { NumberField, TimeField } from "./rule-fields";

const KINDS: LabourPremiumKind[] = ["NIGHT", "SUNDAY", "HOLIDAY", "SHIFT_TYPE", "POSITION", "CLOPENING"];

type Props = { premiums: PremiumDraft[]; onChange: (premiums: PremiumDraft[]) => void };

/** Each premium as a group: its kind, name, percent of the rate and money an hour, what its kind needs, and its source. */
export function PremiumsFields({ premiums, onChange }: Props) {
  const { t } = useT();
  const set = (i: number, p: PremiumDraft) => onChange(premiums.map((x, j) => (j === i ? p : x)));
  return (
    <fieldset className="labour__list">
      <legend>{t("labour.premiums.legend")}</legend>
      <p className="muted">{t("labour.premiums.intro")}</p>
      {premiums.map((p, i) => {
        const name = t("labour.premiums.name", { n: i + 1 });
        return (
          <fieldset className="labour__rule" key={i}>
            <legend>{p.name.trim() ? t("labour.premiums.named", { name, title: p.name }) : name}</legend>
            <div className="labour__fields">
              <SelectField
                label={t("labour.premiums.kind", { rule: name })}
                value={p.kind}
                onChange={(kind) => set(i, { ...p, kind: kind as LabourPremiumKind })}
                options={KINDS.map((k) => ({ value: k, label: t(`labour.premiums.kinds.${k}`) }))}
              />
              <TextField label={t("labour.premiums.title", { rule: name })} value={p.name} maxLength={100} onChange={(title) => set(i, { ...p, name: title })} />
              <NumberField label={t("labour.premiums.percent", { rule: name })} value={p.percent} onChange={(percent) => set(i, { ...p, percent })} />
              <NumberField label={t("labour.premiums.perHour", { rule: name })} value={p.perHour} onChange={(perHour) => set(i, { ...p, perHour })} />
              <KindFields name={name} premium={p} onChange={(q) => set(i, q)} />
              <TextField label={t("labour.source", { rule: name })} value={p.source} maxLength={200} onChange={(source) => set(i, { ...p, source })} />
              <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(premiums.filter((_, j) => j !== i))}>
                {t("labour.remove")}<span className="visually-hidden"> {name}</span>
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange([...premiums, newPremium()])}>
        {t("labour.premiums.add")}
      </button>
    </fieldset>
  );
}

type KindProps = { name: string; premium: PremiumDraft; onChange: (p: PremiumDraft) => void };

/** What a premium's kind needs: a night window, a shift type or a position. */
function KindFields({ name, premium: p, onChange }: KindProps) {
  const { t } = useT();
  const types = useLabourShiftTypes().data?.shiftTypes ?? [];
  const positions = [...useWorkplaceNames(p.kind === "POSITION").positions.values()];
  const choose = (list: readonly { id: string; name: string; archived: boolean }[], chosen: string) => [
    { value: "", label: t("labour.premiums.choose") },
    ...list.filter((x) => !x.archived || x.id === chosen).map((x) => ({ value: x.id, label: x.name })),
  ];
  if (p.kind === "NIGHT") {
    return (
      <>
        <TimeField label={t("labour.premiums.from", { rule: name })} value={p.from} onChange={(from) => onChange({ ...p, from })} />
        <TimeField label={t("labour.premiums.to", { rule: name })} value={p.to} onChange={(to) => onChange({ ...p, to })} />
      </>
    );
  }
  if (p.kind === "SHIFT_TYPE") {
    return <SelectField label={t("labour.premiums.shiftType", { rule: name })} value={p.shiftTypeId} onChange={(shiftTypeId) => onChange({ ...p, shiftTypeId })} options={choose(types, p.shiftTypeId)} />;
  }
  if (p.kind === "POSITION") {
    return <SelectField label={t("labour.premiums.position", { rule: name })} value={p.positionId} onChange={(positionId) => onChange({ ...p, positionId })} options={choose(positions, p.positionId)} />;
  }
  return null;
}
