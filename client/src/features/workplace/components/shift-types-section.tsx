import { useId, useState, type FormEvent } from "react";
import type { ShiftTypeFieldsFragment, WorkplaceQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useArchiveShiftType, useDeleteShiftType, useSaveShiftType, useWorkplace } from "../api/workplace";
import { ItemActions } from "./item-actions";
import { useWorkplaceT } from "../i18n";

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
  const { t } = useWorkplaceT();
  const edit = (st: ShiftTypeFieldsFragment) =>
    setDraft({
      id: st.id,
      name: st.name,
      positionId: st.positionId ?? "",
      locationId: st.locationId ?? "",
      startTime: st.startTime,
      endTime: st.endTime,
      notFollowedByIds: [...st.notFollowedByIds],
    });
  if (!data) return null;
  const nameOf = (list: readonly { id: string; name: string }[], id?: string | null) =>
    list.find((x) => x.id === id)?.name;

  return (
    <>
      <ShiftTypeForm key={draft.id ?? "new"} draft={draft} data={data} onDone={() => setDraft(empty)} />
      {data.shiftTypes.length === 0 && <p>{t("workplace.shiftType.none")}</p>}
      <ul className="workplace__list" aria-label={t("workplace.tab.shiftTypes")}>
        {data.shiftTypes.map((st) => {
          const details = [
            `${st.startTime}–${st.endTime}`,
            nameOf(data.positions, st.positionId),
            nameOf(data.locations, st.locationId),
          ].filter(Boolean);
          const notAfter = st.notFollowedByIds.map((id) => nameOf(data.shiftTypes, id)).filter(Boolean);
          return (
            <li key={st.id} className="workplace__item" aria-label={st.name}>
              <div>
                <strong>{st.name}</strong> {st.archived && <span className="muted">{t("workplace.archived")}</span>}
                <div className="muted">{details.join(" · ")}</div>
                {notAfter.length > 0 && <div className="muted">{t("workplace.shiftType.notFollowedBy", { names: notAfter.join(", ") })}</div>}
              </div>
              <ItemActions
                name={st.name}
                archived={st.archived}
                onEdit={() => edit(st)}
                onArchive={(archived) => archive({ variables: { id: st.id, archived } })}
                onDelete={() => remove({ variables: { id: st.id } })}
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
  const { t } = useWorkplaceT();
  const id = useId();
  const set = (patch: Partial<Draft>) => setValue({ ...value, ...patch });
  // Archived ones stay choosable only where the type already has them.
  const positions = data.positions.filter((p) => !p.archived || p.id === draft.positionId);
  const locations = data.locations.filter((l) => !l.archived || l.id === draft.locationId);
  const others = data.shiftTypes.filter((st) => st.id !== draft.id && (!st.archived || draft.notFollowedByIds.includes(st.id)));
  const toggle = (tid: string) =>
    set({
      notFollowedByIds: value.notFollowedByIds.includes(tid)
        ? value.notFollowedByIds.filter((x) => x !== tid)
        : [...value.notFollowedByIds, tid],
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const sent = value;
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
      // Empty for the next one, unless the next one was typed while this one was saving.
      setValue((now) => (now === sent ? empty : now));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("workplace.shiftType.saveFailed")));
    }
  };

  return (
    <form className="form workplace__form" onSubmit={submit} aria-label={draft.id ? t("workplace.editLabel", { name: draft.name }) : t("workplace.shiftType.addLabel")}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t("workplace.shiftType.name")}</label>
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
          {draft.id ? t("workplace.shiftType.save") : t("workplace.shiftType.add")}
        </button>
        {draft.id && (
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {t("shell.cancel")}
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
  const { t } = useWorkplaceT();
  return (
    <>
      <div className="workplace__row">
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("workplace.shiftType.starts")}</label>
          <input id={`${id}-start`} type="time" required value={value.startTime} onChange={(e) => set({ startTime: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("workplace.shiftType.ends")}</label>
          <input id={`${id}-end`} type="time" required value={value.endTime} onChange={(e) => set({ endTime: e.target.value })} />
        </div>
      </div>
      <div className="workplace__row">
        <div className="field">
          <label htmlFor={`${id}-position`}>{t("workplace.shiftType.position")}</label>
          <select id={`${id}-position`} value={value.positionId} onChange={(e) => set({ positionId: e.target.value })}>
            <option value="">{t("workplace.shiftType.noneOption")}</option>
            {positions.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-location`}>{t("workplace.shiftType.location")}</label>
          <select id={`${id}-location`} value={value.locationId} onChange={(e) => set({ locationId: e.target.value })}>
            <option value="">{t("workplace.shiftType.noneOption")}</option>
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
  const { t } = useWorkplaceT();
  if (others.length === 0) return null;
  return (
    <fieldset className="field">
      <legend>{t("workplace.shiftType.mayNotFollow")}</legend>
      {others.map((st) => (
        <label key={st.id} className="checkbox">
          <input type="checkbox" checked={chosen.includes(st.id)} onChange={() => toggle(st.id)} /> {st.name}
        </label>
      ))}
    </fieldset>
  );
}
