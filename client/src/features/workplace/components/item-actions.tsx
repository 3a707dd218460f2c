import { useState } from "react";
import { errorMessage } from "@/lib/errors";

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
          <span>Delete {name}?</span>
          <button
            type="button"
            className="btn btn--danger btn--small"
            disabled={busy}
            onClick={() => void run(onDelete, `Could not delete ${name}.`)}
          >
            Yes, Delete{hidden}
          </button>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setAsking(false)}>
            Keep{hidden}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="btn btn--secondary btn--small" onClick={onEdit}>
            Edit{hidden}
          </button>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            disabled={busy}
            onClick={() => void run(() => onArchive(!archived), `Could not change ${name}.`)}
          >
            {archived ? "Restore" : "Archive"}
            {hidden}
          </button>
          <button type="button" className="btn btn--danger btn--small" onClick={() => setAsking(true)}>
            Delete{hidden}
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
