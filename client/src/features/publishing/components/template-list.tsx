import { errorMessage } from "@/lib/errors";
import { useDeleteTemplate, useRenameTemplate } from "../api/publishing";
import { useConfirm, usePrompt } from "@/components/feedback";
import { useT } from "../i18n";

type Props = {
  templates: readonly { id: string; name: string }[];
  onNotice: (message: string) => void;
};

/** Saved templates, each renamed or deleted after asking. */
export function TemplateList({ templates, onNotice }: Props) {
  const { t } = useT();
  const [rename] = useRenameTemplate();
  const [remove] = useDeleteTemplate();
  const ask = useConfirm();
  const askText = usePrompt();
  if (templates.length === 0) return null;
  return (
    <ul className="list" aria-label={t("publishing.templates")}>
      {templates.map((tpl) => (
        <li key={tpl.id} className="list__item">
          <span>{tpl.name}</span>
          <span className="btn-row">
            <button
              type="button"
              className="btn btn--small btn--secondary"
              aria-label={t("publishing.renameLabel", { name: tpl.name })}
              onClick={async () => {
                const name = await askText({
                  title: t("publishing.renameTitle", { name: tpl.name }),
                  input: { label: t("publishing.newName"), value: tpl.name },
                  action: t("publishing.rename"),
                });
                if (!name || name === tpl.name) return;
                rename({ variables: { id: tpl.id, name } })
                  .then(() => onNotice(t("publishing.renamed", { name: name.trim() })))
                  .catch((err: unknown) => onNotice(errorMessage(err, t("publishing.renameFailed"))));
              }}
            >
              {t("publishing.rename")}
            </button>
            <button
              type="button"
              className="btn btn--small btn--danger"
              aria-label={t("publishing.deleteLabel", { name: tpl.name })}
              onClick={async () => {
                if (!(await ask({ title: t("publishing.deleteTitle", { name: tpl.name }), action: t("publishing.delete"), destructive: true }))) return;
                remove({ variables: { id: tpl.id } })
                  .then(() => onNotice(t("publishing.deleted", { name: tpl.name })))
                  .catch((err: unknown) => onNotice(errorMessage(err, t("publishing.deleteFailed"))));
              }}
            >
              {t("publishing.delete")}
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
