import { useId, useMemo, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { weekDays, type DayKeyName } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n-format";
import { FormError, useNotice } from "@/components/feedback";
import { useSetWorkplaceProfile, useWorkplaceProfile } from "../api/workplace";
import { useWorkplaceT } from "../i18n";

type Profile = { name: string; currency: string; timeZone: string; weekStartsOn: DayKeyName };

/** The workplace's name (invitations give it), its currency (rates, costs and payroll),
 * its time zone (its days, the time clock, digests) and the first day of its weeks. */
export function GeneralSection() {
  const { data } = useWorkplaceProfile();
  if (!data) return null;
  // Keyed by what was saved, so the form starts again from it after a save.
  const saved = data.workplaceSettings;
  return <GeneralForm key={`${saved.name}|${saved.currency}|${saved.timeZone}|${saved.weekStartsOn}`} saved={saved} />;
}

function GeneralForm({ saved }: { saved: Profile }) {
  const { t, language } = useWorkplaceT();
  const [save, { loading }] = useSetWorkplaceProfile();
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState("");
  const notice = useNotice();
  const id = useId();
  const zones = useMemo(() => withChoice(Intl.supportedValuesOf("timeZone"), saved.timeZone), [saved.timeZone]);
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "currency" });
    return withChoice(Intl.supportedValuesOf("currency"), saved.currency).map((code) => ({ code, name: names.of(code) ?? code }));
  }, [language, saved.currency]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      // The zone goes only when it changed: left out, the server keeps the stored one
      // (a workplace on the server's default stays on it). So does the first day, which
      // the server keeps as it is once a week is stored.
      const { timeZone, weekStartsOn, ...rest } = draft;
      const changed = { ...(timeZone === saved.timeZone ? {} : { timeZone }), ...(weekStartsOn === saved.weekStartsOn ? {} : { weekStartsOn }) };
      await save({ variables: { input: { ...rest, ...changed } } });
      notice.done(t("workplace.general.saved"));
    } catch (err) {
      setError(errorMessage(err, t("workplace.general.failed")));
    }
  };
  const field = (key: "name" | "currency" | "timeZone") => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });

  return (
    <form className="form" aria-label={t("workplace.general.form")} onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t("workplace.general.name")}</label>
        <input type="text" maxLength={100} autoComplete="organization" aria-describedby={`${id}-name-hint`} {...field("name")} />
        <span id={`${id}-name-hint`} className="field__hint">
          {t("workplace.general.nameHint")}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-timeZone`}>{t("workplace.general.timeZone")}</label>
        <select aria-describedby={`${id}-timeZone-hint`} {...field("timeZone")}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </select>
        <span id={`${id}-timeZone-hint`} className="field__hint">
          {t("workplace.general.timeZoneHint")}
        </span>
      </div>
      <div className="field">
        <label htmlFor={`${id}-currency`}>{t("workplace.general.currency")}</label>
        <select aria-describedby={`${id}-currency-hint`} {...field("currency")}>
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.code} · ${c.name}`}
            </option>
          ))}
        </select>
        <span id={`${id}-currency-hint`} className="field__hint">
          {t("workplace.general.currencyHint")}
        </span>
      </div>
      <WeekStartField id={`${id}-weekStartsOn`} value={draft.weekStartsOn} onChange={(weekStartsOn) => setDraft({ ...draft, weekStartsOn })} />
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("workplace.general.save")}
        </button>
      </div>
    </form>
  );
}

/** The first day of the workplace's weeks: the server takes a change only while no week
 * is stored, and its refusal is the form's error. */
function WeekStartField({ id, value, onChange }: { id: string; value: DayKeyName; onChange: (day: DayKeyName) => void }) {
  const { t, language } = useWorkplaceT();
  return (
    <div className="field">
      <label htmlFor={id}>{t("workplace.general.weekStartsOn")}</label>
      <select id={id} aria-describedby={`${id}-hint`} value={value} onChange={(e) => onChange(e.target.value as DayKeyName)}>
        {weekDays("MONDAY").map((k) => (
          <option key={k} value={k}>
            {dayLabel(k, language)}
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="field__hint">
        {t("workplace.general.weekStartsOnHint")}
      </span>
    </div>
  );
}

/** The browser's list with the saved value in it (a browser may not list, say, "UTC"). */
function withChoice(list: readonly string[], saved: string): string[] {
  return list.includes(saved) ? [...list] : [saved, ...list];
}
