import { useEffect, useId, useRef, useState } from "react";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { DAY_KEYS, dayLabel, formatShortDate, weekDates, type DayKeyName } from "@/lib/dates";
import type { Person } from "../utils/editor-grid";
import { PlaceFields, ShiftTypeField, type EditorStructure } from "./shift-place-fields";

export type ShiftFormValue = {
  userId: string;
  dayKey: DayKeyName;
  startTime: string;
  endTime: string;
  /** "" for none. */
  positionId: string;
  locationId: string;
  shiftTypeId: string;
};

type Props = {
  weekStarting: string;
  people: readonly Person[];
  /** The positions, locations and shift types a shift may be given. */
  structure: EditorStructure;
  initial: ShiftFormValue;
  /** True when changing an existing shift (offers Remove). */
  editing: boolean;
  busy: boolean;
  error: string | null;
  onSave: (value: ShiftFormValue) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/** Adds or changes one shift of the draft; Escape cancels. */
export function ShiftForm({ weekStarting, people, structure, initial, editing, busy, error, onSave, onRemove, onCancel }: Props) {
  const [value, setValue] = useState(initial);
  const id = useId();
  const first = useRef<HTMLSelectElement>(null);
  const dates = weekDates(weekStarting);
  useEffect(() => first.current?.focus(), []);
  const set = (patch: Partial<ShiftFormValue>) => setValue((v) => ({ ...v, ...patch }));
  const formRef = useEscapeKey<HTMLFormElement>(onCancel);

  return (
    <form
      className="card shift-form"
      ref={formRef}
      aria-label={editing ? "Edit shift" : "Add shift"}
      onSubmit={(e) => {
        e.preventDefault();
        onSave(value);
      }}
    >
      <h3>{editing ? "Edit shift" : "Add shift"}</h3>
      <div className="shift-form__fields">
        <div className="field">
          <label htmlFor={`${id}-person`}>Person</label>
          <select id={`${id}-person`} ref={first} value={value.userId} onChange={(e) => set({ userId: e.target.value })}>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-day`}>Day</label>
          <select id={`${id}-day`} value={value.dayKey} onChange={(e) => set({ dayKey: e.target.value as DayKeyName })}>
            {DAY_KEYS.map((k, i) => (
              <option key={k} value={k}>
                {dayLabel(k)} {formatShortDate(dates[i])}
              </option>
            ))}
          </select>
        </div>
        <ShiftTypeField id={id} value={value} set={set} structure={structure} />
        <div className="field">
          <label htmlFor={`${id}-start`}>Start</label>
          <input id={`${id}-start`} type="time" required value={value.startTime} onChange={(e) => set({ startTime: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>End</label>
          <input id={`${id}-end`} type="time" required value={value.endTime} onChange={(e) => set({ endTime: e.target.value })} />
        </div>
        <PlaceFields id={id} value={value} set={set} structure={structure} />
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={busy}>
          Save shift
        </button>
        {editing && (
          <button type="button" className="btn btn--danger" disabled={busy} onClick={onRemove}>
            Remove shift
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
