import { useId, useMemo, useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSetWorkplaceProfile, useWorkplaceProfile } from "../api/workplace";
import { useWorkplaceT } from "../i18n";

type Profile = { name: string; currency: string; timeZone: string };

/** The workplace's name (invitations give it), its currency (rates, costs and payroll)
 * and its time zone (its days, the time clock, digests). */
export function GeneralSection() {
  const { data } = useWorkplaceProfile();
  if (!data) return null;
  // Keyed by what was saved, so the form starts again from it after a save.
  const saved = data.workplaceSettings;
  return <GeneralForm key={`${saved.name}|${saved.currency}|${saved.timeZone}`} saved={saved} />;
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
      // (a workplace on the server's default stays on it).
      const { timeZone, ...rest } = draft;
      await save({ variables: { input: timeZone === saved.timeZone ? rest : draft } });
      notice.done(t("workplace.general.saved"));
    } catch (err) {
      setError(errorMessage(err, t("workplace.general.failed")));
    }
  };
  const field = (key: keyof Profile) => ({
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
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("workplace.general.save")}
        </button>
      </div>
    </form>
  );
}

/** The browser's list with the saved value in it (a browser may not list, say, "UTC"). */
function withChoice(list: readonly string[], saved: string): string[] {
  return list.includes(saved) ? [...list] : [saved, ...list];
}
