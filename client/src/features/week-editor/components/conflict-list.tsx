import type { EditorConflict } from "../utils/editor-grid";

/** The draft's conflicts, hard ones (which block publishing) first. */
export function ConflictList({ conflicts }: { conflicts: readonly EditorConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <ul className="list editor__conflicts" aria-label="Conflicts">
      {conflicts.map((c) => (
        <li key={c.key} className={`list__item conflict conflict--${c.severity.toLowerCase()}`}>
          <span>
            <strong>{c.severity === "HARD" ? "Blocks publishing" : c.severity === "INFO" ? "Note" : "Warning"}:</strong> {c.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
