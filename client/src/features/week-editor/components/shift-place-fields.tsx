// The shift form's shift type (quick-add), position and location fields.
import type { ShiftFormValue } from "./shift-form";
import { withShiftType, type Started } from "../utils/cell-edits";
import { useT } from "../i18n";

type Named = { id: string; name: string; archived?: boolean };
export type EditorShiftType = Named & { positionId?: string | null; locationId?: string | null; startTime: string; endTime: string };
export type EditorStructure = { positions: readonly Named[]; locations: readonly Named[]; shiftTypes: readonly EditorShiftType[] };

type Props = { id: string; value: ShiftFormValue; set: (patch: Partial<ShiftFormValue>) => void; structure: EditorStructure };

/** Choosing a shift type fills in its times, and its position and location unless the manager chose others. */
export function ShiftTypeField({ id, value, set, structure, started }: Props & { started: Started }) {
  const { t } = useT();
  if (structure.shiftTypes.length === 0) return null;
  const choose = (typeId: string) => {
    const type = structure.shiftTypes.find((x) => x.id === typeId);
    if (!type) return set({ shiftTypeId: "" });
    set(withShiftType(value, type, started));
  };
  return (
    <div className="field">
      <label htmlFor={`${id}-type`}>{t("weekEditor.form.shiftType")}</label>
      <select id={`${id}-type`} value={value.shiftTypeId} onChange={(e) => choose(e.target.value)}>
        <option value="">{t("weekEditor.form.none")}</option>
        {structure.shiftTypes.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The shift's position and location; archived ones only where the shift has them. */
export function PlaceFields({ id, value, set, structure }: Props) {
  const { t } = useT();
  const positions = structure.positions.filter((p) => !p.archived || p.id === value.positionId);
  const locations = structure.locations.filter((l) => !l.archived || l.id === value.locationId);
  if (positions.length === 0 && locations.length === 0) return null;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-position`}>{t("weekEditor.position")}</label>
        <select id={`${id}-position`} value={value.positionId} onChange={(e) => set({ positionId: e.target.value })}>
          <option value="">{t("weekEditor.form.none")}</option>
          {positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>{t("weekEditor.location")}</label>
        <select id={`${id}-location`} value={value.locationId} onChange={(e) => set({ locationId: e.target.value })}>
          <option value="">{t("weekEditor.form.none")}</option>
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
