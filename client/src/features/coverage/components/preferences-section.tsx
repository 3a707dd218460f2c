import { useState, type FormEvent } from "react";
import type { DayKey, PreferenceStrength } from "@/gql/graphql";
import { DAY_KEYS, dayLabel, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useAddPreference, useDeletePreference, usePersonPreferences } from "../api/coverage";

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const day = when.startsWith("day:") ? (when.slice(4) as DayKey) : null;
    try {
      await add({
        variables: { input: { userId, wants: wants === "yes", day, date: day ? null : date, shiftTypeId: shiftTypeId || null, strength } },
      });
    } catch (err) {
      setError(errorMessage(err, "Failed to add the preference"));
    }
  };

  // A refetch for someone else may still hold the last person's answer: show none of it.
  const prefs = (data?.preferences ?? []).filter((p) => !userId || p.userId === userId);
  const other = userId ? (whose ?? "this person") : null;
  return (
    <section className="card" aria-labelledby="prefs-title">
      <h2 id="prefs-title">{other ? `Preferences of ${other}` : "My Preferences"}</h2>
      <p className="muted">
        {other ? "Wishes they told you: you see them beside their row when scheduling." : "Wishes, not limits: the manager sees them when scheduling."}
      </p>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="pref-wants">{other ? `${other} would` : "I would"}</label>
            <select id="pref-wants" value={wants} onChange={(e) => setWants(e.target.value)}>
              <option value="yes">like to work</option>
              <option value="no">rather not work</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="pref-when">When</label>
            <select id="pref-when" value={when} onChange={(e) => setWhen(e.target.value)}>
              {DAY_KEYS.map((k) => (
                <option key={k} value={`day:${k.toUpperCase()}`}>
                  {dayLabel(k)}s
                </option>
              ))}
              <option value="date">On a date</option>
            </select>
          </div>
          {when === "date" && (
            <div className="field">
              <label htmlFor="pref-date">Date</label>
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
            Add preference
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
  return prefs.length === 0 ? (
    <p className="muted">No preferences.</p>
  ) : (
    <ul className="list" aria-label={who ? `Preferences of ${who}` : "My preferences"}>
      {prefs.map((p) => (
        <li key={p.id} className="list__item">
          <span>
            {who ?? "I"} {p.description}
          </span>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            onClick={() => void remove({ variables: { id: p.id } }).catch((err) => onError(errorMessage(err, "Failed to remove")))}
          >
            Remove<span className="visually-hidden"> the preference: {p.description}</span>
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
  return (
    <>
      <div className="field">
        <label htmlFor="pref-type">Shift type</label>
        <select id="pref-type" value={shiftTypeId} onChange={(e) => setShiftTypeId(e.target.value)}>
          <option value="">Any shift</option>
          {shiftTypes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="pref-strength">Strength</label>
        <select id="pref-strength" value={strength} onChange={(e) => setStrength(e.target.value as PreferenceStrength)}>
          <option value="LOW">Low</option>
          <option value="MEDIUM">Medium</option>
          <option value="HIGH">High</option>
        </select>
      </div>
    </>
  );
}
