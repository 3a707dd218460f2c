import type { LeaveMethod } from "@/gql/graphql";
import type { PolicyDraft } from "../utils/policy-draft";
import { useT } from "../i18n";

const METHODS: LeaveMethod[] = ["ALLOWANCE", "HOURS_WORKED", "PAY_PERIOD", "MONTHLY"];

type NumberKey = Exclude<keyof PolicyDraft, "leaveTypeId" | "name" | "method" | "archived">;

type Props = { id: string; draft: PolicyDraft; set: (patch: Partial<PolicyDraft>) => void; editing: boolean };

/** A policy's name, method and numbers: how much, the leave year, waiting, cap, carry-over and its expiry, the negative limit. */
export function PolicyFields({ id, draft, set, editing }: Props) {
  const { t } = useT();
  const field = (key: NumberKey, hint?: string) => (
    <div className="field">
      <label htmlFor={`lp-${key}-${id}`}>{t(`leave.policies.${key}`)}</label>
      <input
        id={`lp-${key}-${id}`}
        inputMode="decimal"
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        aria-describedby={hint ? `lp-${key}-${id}-hint` : undefined}
      />
      {hint && (
        <small id={`lp-${key}-${id}-hint`} className="muted">
          {hint}
        </small>
      )}
    </div>
  );
  return (
    <>
      <div className="form__row">
        <div className="field">
          <label htmlFor={`lp-name-${id}`}>{t("leave.policies.name")}</label>
          <input id={`lp-name-${id}`} required maxLength={100} value={draft.name} onChange={(e) => set({ name: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`lp-method-${id}`}>{t("leave.policies.method")}</label>
          <select id={`lp-method-${id}`} value={draft.method} onChange={(e) => set({ method: e.target.value as LeaveMethod })}>
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`leave.method.${m}`)}
              </option>
            ))}
          </select>
        </div>
        {field("amount", t(`leave.policies.amountHint.${draft.method}`))}
      </div>
      <div className="form__row">
        {field("yearStartMonth")}
        {field("yearStartDay")}
        {field("waitingDays")}
        {field("cap", t("leave.policies.capHint"))}
      </div>
      <div className="form__row">
        {field("carryOverMax")}
        {field("carryExpiresMonth", t("leave.policies.expiryHint"))}
        {field("carryExpiresDay")}
        {field("negativeLimit")}
      </div>
      {editing && (
        <label className="checkbox">
          <input type="checkbox" checked={draft.archived} onChange={(e) => set({ archived: e.target.checked })} /> {t("leave.policies.archived")}
        </label>
      )}
    </>
  );
}
