// The shift form's shift type (quick-add), position and location fields.
import type { ShiftFormValue } from "./shift-form";

type Named = { id: string; name: string; archived?: boolean };
export type EditorShiftType = Named & { positionId?: string | null; locationId?: string | null; startTime: string; endTime: string };
export type EditorStructure = { positions: readonly Named[]; locations: readonly Named[]; shiftTypes: readonly EditorShiftType[] };

type Props = { id: string; value: ShiftFormValue; set: (patch: Partial<ShiftFormValue>) => void; structure: EditorStructure };

/** Choosing a shift type fills in its times, position and location. */
export function ShiftTypeField({ id, value, set, structure }: Props) {
  if (structure.shiftTypes.length === 0) return null;
  const choose = (typeId: string) => {
    const t = structure.shiftTypes.find((x) => x.id === typeId);
    if (!t) return set({ shiftTypeId: "" });
    set({ shiftTypeId: t.id, startTime: t.startTime, endTime: t.endTime, positionId: t.positionId ?? "", locationId: t.locationId ?? "" });
  };
  return (
    <div className="field">
      <label htmlFor={`${id}-type`}>Shift type</label>
      <select id={`${id}-type`} value={value.shiftTypeId} onChange={(e) => choose(e.target.value)}>
        <option value="">None</option>
        {structure.shiftTypes.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The shift's position and location; archived ones only where the shift has them. */
export function PlaceFields({ id, value, set, structure }: Props) {
  const positions = structure.positions.filter((p) => !p.archived || p.id === value.positionId);
  const locations = structure.locations.filter((l) => !l.archived || l.id === value.locationId);
  if (positions.length === 0 && locations.length === 0) return null;
  return (
    <>
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
    </>
  );
}
