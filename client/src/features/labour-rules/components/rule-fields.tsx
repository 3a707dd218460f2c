// The parts every labour rule shares: what breaking it does (Block, Warn or Off) and the
// law it cites; and a number or time field that keeps what was typed.
import type { ReactNode } from "react";
import type { RuleSeverity } from "@/gql/graphql";
import { SelectField, TextField } from "@/components/form-fields";
import { useT } from "../i18n";

type Rule = { severity: RuleSeverity; source: string };

/** Severities in the order offered; a late posting can only warn (the server refuses Block). */
const ALL: RuleSeverity[] = ["OFF", "WARN", "BLOCK"];

type BoxProps<R extends Rule> = {
  /** The rule's name, heard as the group's name and in its fields' labels. */
  name: string;
  rule: R;
  onChange: (rule: R) => void;
  /** Which severities the rule takes (all but Block for the posting deadline). */
  severities?: RuleSeverity[];
  children?: ReactNode;
};

/**
 * One rule as a group: its severity and source side by side, then its own fields. The
 * severity and source are named after the rule ("Daily rest: when broken"), so a screen
 * reader (and a test) tells each rule's apart.
 */
export function RuleBox<R extends Rule>({ name, rule, onChange, severities = ALL, children }: BoxProps<R>) {
  const { t } = useT();
  return (
    <fieldset className="labour__rule">
      <legend>{name}</legend>
      <div className="rules__row">
        <SelectField
          label={t("labour.whenBroken", { rule: name })}
          value={rule.severity}
          onChange={(severity) => onChange({ ...rule, severity: severity as RuleSeverity })}
          options={severities.map((s) => ({ value: s, label: t(`labour.severity.${s}`) }))}
        />
        <TextField
          label={t("labour.source", { rule: name })}
          value={rule.source}
          maxLength={200}
          hint={t("labour.sourceHint")}
          onChange={(source) => onChange({ ...rule, source })}
        />
      </div>
      {children && <div className="labour__fields">{children}</div>}
    </fieldset>
  );
}

type NumberProps = { label: string; value: string; onChange: (v: string) => void; hint?: string };

/** A number as typed ("4.5" or "4,5"), checked when saved, so nothing typed is lost. */
export function NumberField({ label, value, onChange, hint }: NumberProps) {
  return <TextField label={label} value={value} onChange={onChange} hint={hint} inputMode="decimal" autoComplete="off" />;
}

/** A time of day, or empty for none. */
export function TimeField({ label, value, onChange }: NumberProps) {
  return <TextField label={label} value={value} onChange={onChange} type="time" />;
}
