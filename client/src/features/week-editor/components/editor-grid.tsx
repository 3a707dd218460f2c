import type { Ref } from "react";
import { Link } from "react-router-dom";
import { DAY_KEYS, dayLabel, formatShortDate, formatTimeRange, weekDates, type DayKeyName } from "@/lib/dates";
import { shiftPlace, type WorkplaceNames } from "@/lib/workplace-names";
import { CONFLICT_LABELS, type EditorConflict, type EditorShift, type GridRow } from "../utils/editor-grid";

type OpenShift = { id: string; startTime: string; endTime: string };

type Props = {
  ref: Ref<HTMLDivElement>;
  weekStarting: string;
  rows: readonly GridRow[];
  onShift: ReadonlyMap<string, readonly EditorConflict[]>;
  /** Posted open shifts per day, Friday first; null when there are none. */
  openByDay: readonly (readonly OpenShift[])[] | null;
  onOpen: (shift: EditorShift | null, userId: string, dayKey: DayKeyName) => void;
  names: WorkplaceNames;
  /** Sentences shown as a marker beside a person's name (their preferences). */
  personNotes?: ReadonlyMap<string, readonly string[]>;
};

/** People by days: each shift a button that edits it, each cell a button that adds one. */
export function EditorGrid({ ref, weekStarting, rows, onShift, openByDay, onOpen, names, personNotes }: Props) {
  const dates = weekDates(weekStarting);
  return (
    <div ref={ref} className="table-wrap editor__grid" role="region" aria-label="Shifts by person and day" tabIndex={0}>
      <table className="table editor__table">
        <thead>
          <tr>
            <th scope="col">Person</th>
            {DAY_KEYS.map((k, i) => (
              <th key={k} scope="col">
                {dayLabel(k)} <span className="muted">{formatShortDate(dates[i])}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.person.id}>
              <th scope="row">
                {row.person.name}
                <PersonNote name={row.person.name} notes={personNotes?.get(row.person.id)} />
              </th>
              {row.days.map((shifts, i) => (
                <td key={DAY_KEYS[i]}>
                  {shifts.map((s) => (
                    <ShiftButton key={s.id} shift={s} name={row.person.name} day={DAY_KEYS[i]} conflicts={onShift.get(s.id) ?? []} onClick={() => onOpen(s, row.person.id, DAY_KEYS[i])} names={names} />
                  ))}
                  <button
                    type="button"
                    className="editor-add"
                    aria-label={`Add shift for ${row.person.name} on ${dayLabel(DAY_KEYS[i])}`}
                    onClick={() => onOpen(null, row.person.id, DAY_KEYS[i])}
                  >
                    +
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {openByDay && <OpenShiftsRow openByDay={openByDay} />}
      </table>
    </div>
  );
}

type ShiftProps = {
  shift: EditorShift;
  name: string;
  day: DayKeyName;
  conflicts: readonly EditorConflict[];
  onClick: () => void;
  names: WorkplaceNames;
};

/** One shift of the draft: its times, its status and the short names of its conflicts. */
function ShiftButton({ shift: s, name, day, conflicts, onClick, names }: ShiftProps) {
  const { position, label: place } = shiftPlace(names, s.positionId, s.locationId);
  const hard = conflicts.some((c) => c.severity === "HARD");
  const status = s.status.toLowerCase();
  const labels = [...new Set(conflicts.map((c) => CONFLICT_LABELS[c.code]))];
  const tone = conflicts.length ? (hard ? " editor-shift--hard" : " editor-shift--warning") : "";
  const times = formatTimeRange(s.startTime, s.endTime);
  return (
    <button
      type="button"
      className={`editor-shift editor-shift--${status}${tone}`}
      disabled={s.status === "REMOVED"}
      aria-label={`${name}, ${dayLabel(day)} ${times}${place ? `, ${place}` : ""}${s.status === "PUBLISHED" ? "" : ` (${status})`}${labels.length ? `: ${labels.join(", ")}` : ""}`}
      title={conflicts.map((c) => c.message).join("\n") || undefined}
      onClick={onClick}
      style={position ? { borderLeft: `6px solid ${position.colour}` } : undefined}
    >
      <span>{times}</span>
      {place && <span className="editor-shift__place">{place}</span>}
      {labels.map((l) => (
        <span key={l} className="editor-shift__conflict">
          {l}
        </span>
      ))}
    </button>
  );
}

/** The posted open shifts of the week, each a link to its claims. */
function OpenShiftsRow({ openByDay }: { openByDay: readonly (readonly OpenShift[])[] }) {
  return (
    <tfoot>
      <tr>
        <th scope="row">Open shifts</th>
        {openByDay.map((list, i) => (
          <td key={DAY_KEYS[i]}>
            {list.map((o) => (
              <Link
                key={o.id}
                to="/open-shifts"
                className="editor-open"
                aria-label={`Open shift, ${dayLabel(DAY_KEYS[i])} ${formatTimeRange(o.startTime, o.endTime)}: see its claims`}
              >
                {formatTimeRange(o.startTime, o.endTime)}
              </Link>
            ))}
          </td>
        ))}
      </tr>
    </tfoot>
  );
}

/** A small marker whose accessible name (and tooltip) says the person's preferences. */
function PersonNote({ name, notes }: { name: string; notes: readonly string[] | undefined }) {
  if (!notes || notes.length === 0) return null;
  const text = `${name}'s preferences: ${notes.join("; ")}`;
  return (
    <span className="editor__pref" role="img" aria-label={text} title={text}>
      ♥
    </span>
  );
}
