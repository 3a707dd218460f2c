import { useState, type FormEvent } from "react";
import type { DayKey, PreferenceStrength } from "@/gql/graphql";
import { todayLocal, weekDays } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { dayLabel } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { useAddPreference, useDeletePreference, usePersonPreferences } from "../api/coverage";
import { useT } from "../i18n";

/** Whose preferences: userId null for one's own; else a manager's view of someone (whose: their name). */
type Whose = { userId: string | null; whose: string | null };

/**
 * Preferences: days or dates a person would like to work or would rather not, with a
 * strength. Unlike availability they never block a shift. Staff mark their own; a manager
 * marks them for someone (what a person told them in person) from that person's
 * availability, which Manage Staff links to.
 */
export function PreferencesSection({ userId = null, whose = null }: Partial<Whose>) {
  const { data } = usePersonPreferences(userId);
  const [add, { loading }] = useAddPreference();
  const [wants, setWants] = useState("no");
  const [when, setWhen] = useState<string>("day:SATURDAY");
  const [date, setDate] = useState(todayLocal());
  const [shiftTypeId, setShiftTypeId] = useState("");
  const [strength, setStrength] = useState<PreferenceStrength>("MEDIUM");
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();
  const days = weekDays(useWeekStartsOn());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const day = when.startsWith("day:") ? (when.slice(4) as DayKey) : null;
    try {
      await add({
        variables: { input: { userId, wants: wants === "yes", day, date: day ? null : date, shiftTypeId: shiftTypeId || null, strength } },
      });
    } catch (err) {
      setError(errorMessage(err, t("coverage.prefs.addFailed")));
    }
  };

  // A refetch for someone else may still hold the last person's answer: show none of it.
  const prefs = (data?.preferences ?? []).filter((p) => !userId || p.userId === userId);
  const other = userId ? (whose ?? t("coverage.prefs.thisPerson")) : null;
  return (
    <section className="card" aria-labelledby="prefs-title">
      <h2 id="prefs-title">{other ? t("coverage.prefs.of", { name: other }) : t("coverage.prefs.mine")}</h2>
      <p className="muted">
        {other ? t("coverage.prefs.theirHint") : t("coverage.prefs.myHint")}
      </p>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="pref-wants">{other ? t("coverage.prefs.theyWould", { name: other }) : t("coverage.prefs.iWould")}</label>
            <select id="pref-wants" value={wants} onChange={(e) => setWants(e.target.value)}>
              <option value="yes">{t("coverage.prefs.like")}</option>
              <option value="no">{t("coverage.prefs.ratherNot")}</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="pref-when">{t("coverage.prefs.when")}</label>
            <select id="pref-when" value={when} onChange={(e) => setWhen(e.target.value)}>
              {days.map((k) => (
                <option key={k} value={`day:${k.toUpperCase()}`}>
                  {t("coverage.prefs.everyDay", { day: dayLabel(k) })}
                </option>
              ))}
              <option value="date">{t("coverage.prefs.onDate")}</option>
            </select>
          </div>
          {when === "date" && (
            <div className="field">
              <label htmlFor="pref-date">{t("coverage.prefs.date")}</label>
              <input id="pref-date" type="date" required min={todayLocal()} value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
          )}
          <TypeAndStrength shiftTypes={data?.shiftTypes ?? []} shiftTypeId={shiftTypeId} setShiftTypeId={setShiftTypeId} strength={strength} setStrength={setStrength} />
        </div>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("coverage.prefs.add")}
          </button>
        </div>
      </form>
      <PreferenceList prefs={prefs} onError={setError} who={other} />
    </section>
  );
}

type Item = { id: string; description: string };

type ListProps = { prefs: readonly Item[]; onError: (message: string) => void; who: string | null };

function PreferenceList({ prefs, onError, who }: ListProps) {
  const [remove] = useDeletePreference();
  const { t } = useT();
  return prefs.length === 0 ? (
    <p className="muted">{t("coverage.prefs.none")}</p>
  ) : (
    <ul className="list" aria-label={who ? t("coverage.prefs.of", { name: who }) : t("coverage.prefs.myList")}>
      {prefs.map((p) => (
        <li key={p.id} className="list__item">
          <span>{who ? t("coverage.prefs.theirItem", { name: who, description: p.description }) : t("coverage.prefs.myItem", { description: p.description })}</span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => void remove({ variables: { id: p.id } }).catch((err) => onError(errorMessage(err, t("coverage.prefs.removeFailed"))))}
          >
            {t("coverage.prefs.remove")}<span className="visually-hidden"> {t("coverage.prefs.removeWhat", { description: p.description })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

type TypeAndStrengthProps = {
  shiftTypes: readonly { id: string; name: string }[];
  shiftTypeId: string;
  setShiftTypeId: (id: string) => void;
  strength: PreferenceStrength;
  setStrength: (s: PreferenceStrength) => void;
};

function TypeAndStrength({ shiftTypes, shiftTypeId, setShiftTypeId, strength, setStrength }: TypeAndStrengthProps) {
  const { t } = useT();
  return (
    <>
      <div className="field">
        <label htmlFor="pref-type">{t("coverage.prefs.shiftType")}</label>
        <select id="pref-type" value={shiftTypeId} onChange={(e) => setShiftTypeId(e.target.value)}>
          <option value="">{t("coverage.prefs.anyShift")}</option>
          {shiftTypes.map((st) => (
            <option key={st.id} value={st.id}>
              {st.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="pref-strength">{t("coverage.prefs.strength")}</label>
        <select id="pref-strength" value={strength} onChange={(e) => setStrength(e.target.value as PreferenceStrength)}>
          <option value="LOW">{t("coverage.prefs.low")}</option>
          <option value="MEDIUM">{t("coverage.prefs.medium")}</option>
          <option value="HIGH">{t("coverage.prefs.high")}</option>
        </select>
      </div>
    </>
  );
}
