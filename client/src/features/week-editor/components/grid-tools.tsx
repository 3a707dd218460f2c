import { useId } from "react";
import type { GroupBy } from "../utils/editor-grid";
import { useT } from "../i18n";

type Props = {
  search: string;
  setSearch: (s: string) => void;
  groupBy: GroupBy;
  setGroupBy: (g: GroupBy) => void;
  /** Whether the workplace has positions or locations to group by. */
  grouping: boolean;
  canUndo: boolean;
  busy: boolean;
  onUndo: () => void;
  /** How many people the grid shows. */
  shown: number;
};

/** Above the grid: find a person by name, group the rows, undo the last edit. */
export function GridTools({ search, setSearch, groupBy, setGroupBy, grouping, canUndo, busy, onUndo, shown }: Props) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="editor__tools">
      <div className="field">
        <label htmlFor={`${id}-search`}>{t("weekEditor.findPerson")}</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-describedby={`${id}-count`} />
      </div>
      <span id={`${id}-count`} className="muted">
        {t("weekEditor.people", { count: shown })}
      </span>
      {grouping && (
        <div className="field">
          <label htmlFor={`${id}-group`}>{t("weekEditor.groupBy")}</label>
          <select id={`${id}-group`} value={groupBy} onChange={(e) => setGroupBy(e.target.value as GroupBy)}>
            <option value="">{t("weekEditor.groupNothing")}</option>
            <option value="position">{t("weekEditor.position")}</option>
            <option value="location">{t("weekEditor.location")}</option>
          </select>
        </div>
      )}
      <button type="button" className="btn btn--secondary" disabled={!canUndo || busy} onClick={onUndo} aria-keyshortcuts="Control+Z">
        {t("weekEditor.undo")}
      </button>
    </div>
  );
}
