// Required breaks by the length of work: the rule set's own, or a minors rule's.
import { newBreak, type BreakDraft } from "../utils/labour-draft";
import { useT } from "../i18n";
import { NumberField, RuleBox } from "./rule-fields";

type Props = {
  /** The group's name ("Breaks", or "People under 18: breaks"). */
  legend: string;
  /** Each break's name from its number ("Break 1", "Under 18, break 1"). */
  nameOf: (n: number) => string;
  breaks: BreakDraft[];
  onChange: (breaks: BreakDraft[]) => void;
};

/** Each break as a rule of its own, with Add and Remove; the longest "after" the work passes applies. */
export function BreaksFields({ legend, nameOf, breaks, onChange }: Props) {
  const { t } = useT();
  const set = (i: number, b: BreakDraft) => onChange(breaks.map((x, j) => (j === i ? b : x)));
  return (
    <fieldset className="labour__list">
      <legend>{legend}</legend>
      {breaks.length === 0 && <p className="muted">{t("labour.breaks.none")}</p>}
      {breaks.map((b, i) => {
        const name = nameOf(i + 1);
        return (
          <RuleBox key={i} name={name} rule={b} onChange={(r) => set(i, r)}>
            <NumberField label={t("labour.breaks.after", { rule: name })} value={b.afterHours} onChange={(afterHours) => set(i, { ...b, afterHours })} />
            <NumberField label={t("labour.breaks.minutes", { rule: name })} value={b.minutes} onChange={(minutes) => set(i, { ...b, minutes })} />
            <NumberField
              label={t("labour.breaks.minPart", { rule: name })}
              hint={t("labour.breaks.minPartHint")}
              value={b.minPart}
              onChange={(minPart) => set(i, { ...b, minPart })}
            />
            <NumberField
              label={t("labour.breaks.latestStart", { rule: name })}
              hint={t("labour.breaks.latestStartHint")}
              value={b.latestStartHours}
              onChange={(latestStartHours) => set(i, { ...b, latestStartHours })}
            />
            <label className="checkbox">
              <input type="checkbox" checked={b.paid} onChange={(e) => set(i, { ...b, paid: e.target.checked })} /> {t("labour.breaks.paid", { rule: name })}
            </label>
            <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange(breaks.filter((_, j) => j !== i))}>
              {t("labour.remove")}<span className="visually-hidden"> {name}</span>
            </button>
          </RuleBox>
        );
      })}
      <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange([...breaks, newBreak()])}>
        {t("labour.breaks.add")}<span className="visually-hidden"> ({legend})</span>
      </button>
    </fieldset>
  );
}
