import { useState, type FormEvent } from "react";
import type { DayKey, PreferenceStrength } from "@/gql/graphql";
import { DAY_KEYS, dayLabel, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useAddPreference, useDeletePreference, useMyPreferences } from "../api/coverage";

/**
 * Your own preferences: days or dates you would like to work or would rather not, with
 * a strength. Unlike availability they never block a shift; managers see them.
 */
export function PreferencesSection() {
  const { data } = useMyPreferences();
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
        variables: { input: { wants: wants === "yes", day, date: day ? null : date, shiftTypeId: shiftTypeId || null, strength } },
      });
    } catch (err) {
      setError(errorMessage(err, "Failed to add the preference"));
    }
  };

  const prefs = data?.preferences ?? [];
  return (
    <section className="card" aria-labelledby="prefs-title">
      <h2 id="prefs-title">My Preferences</h2>
      <p className="muted">Wishes, not limits: the manager sees them when scheduling.</p>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="pref-wants">I would</label>
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
      <PreferenceList prefs={prefs} onError={setError} />
    </section>
  );
}

type Item = { id: string; description: string };

function PreferenceList({ prefs, onError }: { prefs: readonly Item[]; onError: (message: string) => void }) {
  const [remove] = useDeletePreference();
  return prefs.length === 0 ? (
    <p className="muted">No preferences.</p>
  ) : (
    <ul className="list" aria-label="My preferences">
      {prefs.map((p) => (
        <li key={p.id} className="list__item">
          <span>I {p.description}</span>
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
