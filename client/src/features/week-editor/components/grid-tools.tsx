import { useId } from "react";
import type { GroupBy } from "../utils/editor-grid";

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
  const id = useId();
  return (
    <div className="editor__tools">
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a person</label>
        <input id={`${id}-search`} type="search" value={search} onChange={(e) => setSearch(e.target.value)} aria-describedby={`${id}-count`} />
      </div>
      <span id={`${id}-count`} className="muted">
        {shown} {shown === 1 ? "person" : "people"}
      </span>
      {grouping && (
        <div className="field">
          <label htmlFor={`${id}-group`}>Group by</label>
          <select id={`${id}-group`} value={groupBy} onChange={(e) => setGroupBy(e.target.value as GroupBy)}>
            <option value="">Nothing</option>
            <option value="position">Position</option>
            <option value="location">Location</option>
          </select>
        </div>
      )}
      <button type="button" className="btn btn--secondary" disabled={!canUndo || busy} onClick={onUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
    </div>
  );
}
