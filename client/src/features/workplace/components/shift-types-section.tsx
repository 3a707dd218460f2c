import { useId, useState, type FormEvent } from "react";
import type { ShiftTypeFieldsFragment, WorkplaceQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useArchiveShiftType, useDeleteShiftType, useSaveShiftType, useWorkplace } from "../api/workplace";
import { ItemActions } from "./item-actions";

type Draft = {
  id?: string;
  name: string;
  positionId: string;
  locationId: string;
  startTime: string;
  endTime: string;
  notFollowedByIds: string[];
};
const empty: Draft = { name: "", positionId: "", locationId: "", startTime: "09:00", endTime: "17:00", notFollowedByIds: [] };

/** Shift types: named, reusable shifts with a position, a location, times, and the types
 * that may not follow them the next day. */
export function ShiftTypesSection() {
  const { data } = useWorkplace();
  const [draft, setDraft] = useState<Draft>(empty);
  const [archive] = useArchiveShiftType();
  const [remove] = useDeleteShiftType();
  const edit = (t: ShiftTypeFieldsFragment) =>
    setDraft({
      id: t.id,
      name: t.name,
      positionId: t.positionId ?? "",
      locationId: t.locationId ?? "",
      startTime: t.startTime,
      endTime: t.endTime,
      notFollowedByIds: [...t.notFollowedByIds],
    });
  if (!data) return null;
  const nameOf = (list: readonly { id: string; name: string }[], id?: string | null) =>
    list.find((x) => x.id === id)?.name;

  return (
    <>
      <ShiftTypeForm key={draft.id ?? "new"} draft={draft} data={data} onDone={() => setDraft(empty)} />
      {data.shiftTypes.length === 0 && <p>No shift types yet.</p>}
      <ul className="workplace__list" aria-label="Shift types">
        {data.shiftTypes.map((t) => {
          const details = [
            `${t.startTime}–${t.endTime}`,
            nameOf(data.positions, t.positionId),
            nameOf(data.locations, t.locationId),
          ].filter(Boolean);
          const notAfter = t.notFollowedByIds.map((id) => nameOf(data.shiftTypes, id)).filter(Boolean);
          return (
            <li key={t.id} className="workplace__item" aria-label={t.name}>
              <div>
                <strong>{t.name}</strong> {t.archived && <span className="muted">(archived)</span>}
                <div className="muted">{details.join(" · ")}</div>
                {notAfter.length > 0 && <div className="muted">Not followed by: {notAfter.join(", ")}</div>}
              </div>
              <ItemActions
                name={t.name}
                archived={t.archived}
                onEdit={() => edit(t)}
                onArchive={(archived) => archive({ variables: { id: t.id, archived } })}
                onDelete={() => remove({ variables: { id: t.id } })}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

function ShiftTypeForm({ draft, data, onDone }: { draft: Draft; data: WorkplaceQuery; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSaveShiftType();
  const id = useId();
  const set = (patch: Partial<Draft>) => setValue({ ...value, ...patch });
  // Archived ones stay choosable only where the type already has them.
  const positions = data.positions.filter((p) => !p.archived || p.id === draft.positionId);
  const locations = data.locations.filter((l) => !l.archived || l.id === draft.locationId);
  const others = data.shiftTypes.filter((t) => t.id !== draft.id && (!t.archived || draft.notFollowedByIds.includes(t.id)));
  const toggle = (tid: string) =>
    set({
      notFollowedByIds: value.notFollowedByIds.includes(tid)
        ? value.notFollowedByIds.filter((x) => x !== tid)
        : [...value.notFollowedByIds, tid],
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({
        variables: {
          input: {
            id: draft.id,
            name: value.name,
            positionId: value.positionId || null,
            locationId: value.locationId || null,
            startTime: value.startTime,
            endTime: value.endTime,
            notFollowedByIds: value.notFollowedByIds,
          },
        },
      });
      setValue(empty);
      onDone();
    } catch (err) {
      setError(errorMessage(err, "Could not save the shift type."));
    }
  };

  return (
    <form className="form workplace__form" onSubmit={submit} aria-label={draft.id ? `Edit ${draft.name}` : "Add a shift type"}>
      <div className="field">
        <label htmlFor={`${id}-name`}>Shift type name</label>
        <input id={`${id}-name`} required value={value.name} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <PlaceAndTimes id={id} value={value} set={set} positions={positions} locations={locations} />
      <NotFollowedBy others={others} chosen={value.notFollowedByIds} toggle={toggle} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {draft.id ? "Save Shift Type" : "Add Shift Type"}
        </button>
        {draft.id && (
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

type Named = { id: string; name: string };

function PlaceAndTimes({ id, value, set, positions, locations }: {
  id: string;
  value: Draft;
  set: (patch: Partial<Draft>) => void;
  positions: readonly Named[];
  locations: readonly Named[];
}) {
  return (
    <>
      <div className="workplace__row">
        <div className="field">
          <label htmlFor={`${id}-start`}>Starts</label>
          <input id={`${id}-start`} type="time" required value={value.startTime} onChange={(e) => set({ startTime: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>Ends</label>
          <input id={`${id}-end`} type="time" required value={value.endTime} onChange={(e) => set({ endTime: e.target.value })} />
        </div>
      </div>
      <div className="workplace__row">
        <div className="field">
          <label htmlFor={`${id}-position`}>Position</label>
          <select id={`${id}-position`} value={value.positionId} onChange={(e) => set({ positionId: e.target.value })}>
            <option value="">None</option>
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-location`}>Location</label>
          <select id={`${id}-location`} value={value.locationId} onChange={(e) => set({ locationId: e.target.value })}>
            <option value="">None</option>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </>
  );
}

function NotFollowedBy({ others, chosen, toggle }: { others: readonly Named[]; chosen: string[]; toggle: (id: string) => void }) {
  if (others.length === 0) return null;
  return (
    <fieldset className="field">
      <legend>May not be followed the next day by</legend>
      {others.map((t) => (
        <label key={t.id} className="checkbox">
          <input type="checkbox" checked={chosen.includes(t.id)} onChange={() => toggle(t.id)} /> {t.name}
        </label>
      ))}
    </fieldset>
  );
}
