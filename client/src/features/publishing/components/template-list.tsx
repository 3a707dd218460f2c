import { errorMessage } from "@/lib/errors";
import { useDeleteTemplate, useRenameTemplate } from "../api/publishing";
import { useConfirm, usePrompt } from "@/components/feedback";

type Props = {
  templates: readonly { id: string; name: string }[];
  onNotice: (message: string) => void;
};

/** Saved templates, each renamed or deleted after asking. */
export function TemplateList({ templates, onNotice }: Props) {
  const [rename] = useRenameTemplate();
  const [remove] = useDeleteTemplate();
  const ask = useConfirm();
  const askText = usePrompt();
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
              onClick={async () => {
                const name = await askText({
                  title: `Rename the template "${t.name}"`,
                  input: { label: "New name of the template", value: t.name },
                  action: "Rename",
                });
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
              onClick={async () => {
                if (!(await ask({ title: `Delete the template "${t.name}"?`, action: "Delete", destructive: true }))) return;
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
