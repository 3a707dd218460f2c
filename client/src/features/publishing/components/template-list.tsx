import { errorMessage } from "@/lib/errors";
import { useDeleteTemplate, useRenameTemplate } from "../api/publishing";

type Props = {
  templates: readonly { id: string; name: string }[];
  onNotice: (message: string) => void;
};

/** Saved templates, each renamed or deleted after asking. */
export function TemplateList({ templates, onNotice }: Props) {
  const [rename] = useRenameTemplate();
  const [remove] = useDeleteTemplate();
  if (templates.length === 0) return null;
  return (
    <ul className="list" aria-label="Templates">
      {templates.map((t) => (
        <li key={t.id} className="list__item">
          <span>{t.name}</span>
          <span className="btn-row">
            <button
              type="button"
              className="btn btn--small btn--secondary"
              aria-label={`Rename template ${t.name}`}
              onClick={() => {
                const name = window.prompt("New name of the template", t.name);
                if (!name || name === t.name) return;
                rename({ variables: { id: t.id, name } })
                  .then(() => onNotice(`Renamed the template to "${name.trim()}".`))
                  .catch((err: unknown) => onNotice(errorMessage(err, "Failed to rename the template")));
              }}
            >
              Rename
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              aria-label={`Delete template ${t.name}`}
              onClick={() => {
                if (!window.confirm(`Delete the template "${t.name}"?`)) return;
                remove({ variables: { id: t.id } })
                  .then(() => onNotice(`Deleted the template "${t.name}".`))
                  .catch((err: unknown) => onNotice(errorMessage(err, "Failed to delete the template")));
              }}
            >
              Delete
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
