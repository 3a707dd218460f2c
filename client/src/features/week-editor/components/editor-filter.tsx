import { useId } from "react";
import type { EditorStructure } from "./shift-place-fields";
import { useT } from "../i18n";

export type Filter = { locationId: string; positionId: string };

type Props = { structure: EditorStructure; filter: Filter; setFilter: (f: Filter) => void };

/** Shows only the shifts of one location and/or one position; hidden without any. */
export function EditorFilter({ structure, filter, setFilter }: Props) {
  const { t } = useT();
  const id = useId();
  if (structure.locations.length === 0 && structure.positions.length === 0) return null;
  return (
    <div className="editor__filter" role="group" aria-label={t("weekEditor.filter")}>
      <div className="field">
        <label htmlFor={`${id}-location`}>{t("weekEditor.showLocation")}</label>
        <select id={`${id}-location`} value={filter.locationId} onChange={(e) => setFilter({ ...filter, locationId: e.target.value })}>
          <option value="">{t("weekEditor.allLocations")}</option>
          {structure.locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`}>{t("weekEditor.showPosition")}</label>
        <select id={`${id}-position`} value={filter.positionId} onChange={(e) => setFilter({ ...filter, positionId: e.target.value })}>
          <option value="">{t("weekEditor.allPositions")}</option>
          {structure.positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
