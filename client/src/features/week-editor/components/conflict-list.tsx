import type { EditorConflict } from "../utils/editor-grid";
import { useT } from "../i18n";

/** The draft's conflicts, hard ones (which block publishing) first. */
export function ConflictList({ conflicts }: { conflicts: readonly EditorConflict[] }) {
  const { t } = useT();
  if (conflicts.length === 0) return null;
  return (
    <ul className="list editor__conflicts" aria-label={t("weekEditor.conflicts")}>
      {conflicts.map((c) => (
        <li key={c.key} className={`list__item conflict conflict--${c.severity.toLowerCase()}`}>
          <span>
            <strong>{t(c.severity === "HARD" ? "weekEditor.severity.hard" : c.severity === "INFO" ? "weekEditor.severity.info" : "weekEditor.severity.warning")}</strong> {c.message}
          </span>
        </li>
      ))}
    </ul>
  );
}
