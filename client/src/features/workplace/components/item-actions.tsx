import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useWorkplaceT } from "../i18n";

type Props = {
  /** What the buttons act on, for screen readers ("Cook"). */
  name: string;
  archived: boolean;
  onEdit: () => void;
  onArchive: (archived: boolean) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
};

/** Edit, Archive or Restore, and Delete (asked again inline) for one location, position
 * or shift type; a refusal (one in use cannot be deleted) shows the server's sentence. */
export function ItemActions({ name, archived, onEdit, onArchive, onDelete }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useWorkplaceT();

  const run = async (fn: () => Promise<unknown>, fail: string) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(errorMessage(err, fail));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const hidden = <span className="visually-hidden"> {name}</span>;

  return (
    <div className="workplace__actions">
      {asking ? (
        <>
          <span>{t("workplace.item.confirm", { name })}</span>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={busy}
            onClick={() => void run(onDelete, t("workplace.item.deleteFailed", { name }))}
          >
            {t("workplace.item.yesDelete")}{hidden}
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setAsking(false)}>
            {t("workplace.item.keep")}{hidden}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn--secondary btn--small" onClick={onEdit}>
            {t("workplace.item.edit")}{hidden}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void run(() => onArchive(!archived), t("workplace.item.changeFailed", { name }))}
          >
            {archived ? t("workplace.item.restore") : t("workplace.item.archive")}
            {hidden}
          </button>
          <button type="button" className="btn btn--danger btn--small" onClick={() => setAsking(true)}>
            {t("workplace.item.delete")}{hidden}
          </button>
        </>
      )}
      {error && (
        <p className="error workplace__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
