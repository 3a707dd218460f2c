import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from "react";
import type { TFunction } from "i18next";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { dayKeyOf, weekDates, weekDays, type DayKeyName } from "@/lib/dates";
import { dayLabel, formatShortDate, formatTimeRange } from "@/lib/i18n-format";
import type { ShiftFields } from "../hooks/use-draft-ops";
import type { Person } from "../utils/editor-grid";
import { parseTimeRange } from "../utils/time-range";
import { withShiftType, type Started } from "../utils/cell-edits";
import { PlaceFields, ShiftTypeField, type EditorShiftType, type EditorStructure } from "./shift-place-fields";
import { useT } from "../i18n";

export type ShiftFormValue = ShiftFields;

type Props = {
  weekStarting: string;
  people: readonly Person[];
  /** The positions, locations and shift types a shift may be given. */
  structure: EditorStructure;
  /** The shift types that fit the person (their positions and locations): one click each. */
  fitting: readonly EditorShiftType[];
  initial: ShiftFormValue;
  /** The cell the editor belongs to, on screen; null puts it in the page's flow. */
  anchor: Element | null;
  /** True when changing an existing shift (offers Remove and Repeat to…). */
  editing: boolean;
  /** How many cells the new shift goes to (more than one: person and day are the cells'). */
  many: number;
  busy: boolean;
  error: string | null;
  onSave: (value: ShiftFormValue) => void;
  onRepeat: (value: ShiftFormValue, days: DayKeyName[]) => void;
  onRemove: () => void;
  onCancel: () => void;
  /** An existing shift's pin for the auto-scheduler, and how to change it. */
  pinned?: boolean;
  onPin?: (pinned: boolean) => Promise<void>;
};

// Wide screens: beside the cell, flipped above it near the bottom; phones: a sheet
// along the bottom (week-editor.css).
function useAnchored(anchor: Element | null) {
  const ref = useRef<HTMLFormElement>(null);
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !anchor || window.innerWidth < 600) return;
    const place = () => {
      const cell = anchor.getBoundingClientRect();
      const { scrollHeight: h, offsetWidth: w } = el;
      // Below the cell, else above it; where neither fits, on the roomier side with a
      // scroll of its own, never over the cell nor under the app's top bar.
      const bar = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      const below = cell.bottom + 4;
      const roomBelow = window.innerHeight - 8 - below;
      const roomAbove = cell.top - 4 - (bar + 8);
      const left = Math.max(8, Math.min(cell.left, window.innerWidth - w - 8));
      if (h <= roomBelow || (h > roomAbove && roomBelow >= roomAbove)) setStyle({ top: below, left, maxHeight: Math.max(roomBelow, 160) });
      else setStyle({ top: cell.top - 4 - Math.min(h, roomAbove), left, maxHeight: roomAbove });
    };
    place();
    // The page (or the grid's box) scrolls and rows above change height: it stays at its cell.
    const moved = new ResizeObserver(place);
    moved.observe(document.body);
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      moved.disconnect();
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [anchor, ref]);
  return { ref, style };
}

/**
 * The cell editor: a small form at the cell that adds or changes one shift. A fitting
 * shift type saves in one click; typed times ("7-3", "22-6") fill start and end; Enter
 * saves, Escape cancels.
 */
export function ShiftForm(props: Props) {
  const { weekStarting, people, structure, fitting, initial, editing, busy, error, onSave, onRemove, onCancel } = props;
  const { t } = useT();
  const [value, setValue] = useState(initial);
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | null>(null);
  const id = useId();
  const set = (patch: Partial<ShiftFormValue>) => setValue((v) => ({ ...v, ...patch }));
  const { ref: formRef, style } = useAnchored(props.anchor);
  const escRef = useEscapeKey<HTMLDivElement>(onCancel);
  const who = people.find((p) => p.id === value.userId)?.name ?? "";
  const title = editing ? t("weekEditor.form.edit") : props.many > 1 ? t("weekEditor.form.addMany", { count: props.many }) : t("weekEditor.form.add");

  return (
    <div ref={escRef}>
      <form
        className={`card shift-form${props.anchor ? " shift-form--at-cell" : ""}`}
        ref={formRef}
        style={style}
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() && !parseTimeRange(typed)) return setTypedError(t("weekEditor.form.typedInvalid"));
          onSave(value);
        }}
      >
        <h3 className="shift-form__title">
          {title} {props.many === 1 && <span className="muted">{t("weekEditor.form.whoWhen", { who, day: dayLabel(value.dayKey) })}</span>}
        </h3>
        {fitting.length > 0 && (
          <div className="shift-form__types" role="group" aria-label={t("weekEditor.form.fitting")}>
            {fitting.map((type) => (
              <button
                key={type.id}
                type="button"
                className="btn btn--secondary btn--small"
                disabled={busy}
                onClick={() => onSave(withShiftType(value, type, initial))}
              >
                {type.name} <span className="muted">{formatTimeRange(type.startTime, type.endTime)}</span>
              </button>
            ))}
          </div>
        )}
        <TimeFields id={id} value={value} set={set} typed={typed} setTyped={setTyped} typedError={typedError} setTypedError={setTypedError} />
        <div className="shift-form__fields">
          <MoreFields id={id} value={value} started={initial} set={set} people={people} structure={structure} weekStarting={weekStarting} many={props.many > 1} />
        </div>
        {editing && <RepeatTo value={value} busy={busy} weekStarting={weekStarting} onRepeat={props.onRepeat} />}
        {editing && props.onPin && <PinToggle pinned={!!props.pinned} onPin={props.onPin} />}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="btn-row">
          <button type="submit" className="btn" disabled={busy}>
            {t("weekEditor.form.save")}
          </button>
          {editing && (
            <button type="button" className="btn btn--danger" disabled={busy} onClick={onRemove}>
              {t("weekEditor.form.remove")}
            </button>
          )}
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            {t("weekEditor.form.cancel")}
          </button>
        </div>
      </form>
    </div>
  );
}

/** "Repeat to…": the same shift on the chosen other days of the row, in the week's order. */
function RepeatTo({ value, busy, weekStarting, onRepeat }: { value: ShiftFormValue; busy: boolean; weekStarting: string; onRepeat: Props["onRepeat"] }) {
  const { t } = useT();
  const [days, setDays] = useState<DayKeyName[]>([]);
  const week = weekDays(dayKeyOf(weekStarting));
  const others = week.filter((k) => k !== value.dayKey);
  return (
    <details className="shift-form__repeat">
      <summary>{t("weekEditor.form.repeatTo")}</summary>
      <fieldset>
        <legend>{t("weekEditor.form.days")}</legend>
        {others.map((k) => (
          <label key={k} className="shift-form__day">
            <input
              type="checkbox"
              checked={days.includes(k)}
              onChange={(e) => setDays(e.target.checked ? [...days, k] : days.filter((d) => d !== k))}
            />
            {dayLabel(k)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn--secondary" disabled={busy || days.length === 0} onClick={() => onRepeat(value, week.filter((k) => days.includes(k)))}>
        {t("weekEditor.form.repeat")}
      </button>
    </details>
  );
}

type MoreProps = {
  id: string;
  value: ShiftFormValue;
  /** The position and location the editor opened with. */
  started: Started;
  set: (p: Partial<ShiftFormValue>) => void;
  people: readonly Person[];
  structure: EditorStructure;
  weekStarting: string;
  /** For several cells: each cell says the person and day. */
  many: boolean;
};

/** The shift's person, day, type, position and location. */
function MoreFields({ id, value, started, set, people, structure, weekStarting, many }: MoreProps) {
  const { t } = useT();
  const dates = weekDates(weekStarting);
  if (many)
    return (
      <>
        <ShiftTypeField id={id} value={value} set={set} structure={structure} started={started} />
        <PlaceFields id={id} value={value} set={set} structure={structure} />
      </>
    );
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-person`}>{t("weekEditor.form.person")}</label>
        <select id={`${id}-person`} value={value.userId} onChange={(e) => set({ userId: e.target.value })}>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-day`}>{t("weekEditor.form.day")}</label>
        <select id={`${id}-day`} value={value.dayKey} onChange={(e) => set({ dayKey: e.target.value as DayKeyName })}>
          {weekDays(dayKeyOf(weekStarting)).map((k, i) => (
            <option key={k} value={k}>
              {dayLabel(k)} {formatShortDate(dates[i])}
            </option>
          ))}
        </select>
      </div>
      <ShiftTypeField id={id} value={value} set={set} structure={structure} started={started} />
      <PlaceFields id={id} value={value} set={set} structure={structure} />
    </>
  );
}

type TimeProps = {
  id: string;
  value: ShiftFormValue;
  set: (p: Partial<ShiftFormValue>) => void;
  typed: string;
  setTyped: (s: string) => void;
  typedError: string | null;
  setTypedError: (s: string | null) => void;
};

/** Times as typed ("7-3"), read into the start and end beside them as they are typed. */
function TimeFields({ id, value, set, typed, setTyped, typedError, setTypedError }: TimeProps) {
  const { t } = useT();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const parsed = parseTimeRange(typed);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-typed`}>{t("weekEditor.form.times")}</label>
        <input
          id={`${id}-typed`}
          ref={first}
          className="shift-form__typed"
          placeholder={t("weekEditor.form.typedPlaceholder")}
          autoComplete="off"
          aria-describedby={`${id}-typed-hint`}
          aria-invalid={typedError ? true : undefined}
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError(null);
            const r = parseTimeRange(e.target.value);
            if (r) set({ startTime: r.startTime, endTime: r.endTime, shiftTypeId: "" });
          }}
        />
        <span id={`${id}-typed-hint`} className={typedError ? "error" : "muted"}>
          {typedError ?? (parsed ? readTimes(t, parsed) : t("weekEditor.form.typedHint"))}
        </span>
      </div>
      <div className="shift-form__times">
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("weekEditor.start")}</label>
          <input id={`${id}-start`} type="time" required value={value.startTime} onChange={(e) => set({ startTime: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("weekEditor.end")}</label>
          <input id={`${id}-end`} type="time" required value={value.endTime} onChange={(e) => set({ endTime: e.target.value })} />
        </div>
      </div>
    </>
  );
}

/** Typed times as read: "9:00 AM - 5:00 PM", with ", overnight" when they end the next day. */
function readTimes(t: TFunction, r: { startTime: string; endTime: string; overnight: boolean }): string {
  const times = formatTimeRange(r.startTime, r.endTime);
  return r.overnight ? t("weekEditor.form.overnight", { times }) : times;
}

/** The pin for the auto-scheduler: saved at once, apart from the form's Save. */
function PinToggle({ pinned, onPin }: { pinned: boolean; onPin: (pinned: boolean) => Promise<void> }) {
  const { t } = useT();
  const id = useId();
  const [on, setOn] = useState(pinned);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="field field--inline">
      <input
        id={`${id}-pin`}
        type="checkbox"
        checked={on}
        disabled={saving}
        aria-describedby={`${id}-pin-hint`}
        onChange={(e) => {
          // Shown at once, put back if the server refuses.
          const want = e.target.checked;
          setOn(want);
          setSaving(true);
          setError(null);
          onPin(want)
            .catch((err: unknown) => {
              setOn(!want);
              setError(err instanceof Error ? err.message : String(err));
            })
            .finally(() => setSaving(false));
        }}
      />
      <label htmlFor={`${id}-pin`}>{t("weekEditor.form.pinned")}</label>
      <span id={`${id}-pin-hint`} className={error ? "error" : "muted"}>
        {error ?? t("weekEditor.form.pinnedHint")}
      </span>
    </div>
  );
}
