import { useEffect, useState } from "react";
import type { PublishPreviewQuery } from "@/gql/graphql";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/i18n-format";
import { usePublishDraft, usePublishPreview } from "../api/publishing";
import "./publishing.css";
import { useT } from "../i18n";

type Preview = PublishPreviewQuery["publishPreview"];

type Props = {
  weekStarting: string;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * The dry run of publishing the draft: who gains, loses or has changed shifts, how many
 * people will be notified, hard conflicts that block it, and warnings to accept one by one.
 */
export function PublishDialog({ weekStarting, onDone, onCancel }: Props) {
  const { t } = useT();
  const [loadPreview, { data, loading, error }] = usePublishPreview();
  const [publish, { loading: publishing }] = usePublishDraft();
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useEscapeKey<HTMLElement>(onCancel);
  useEffect(() => {
    void loadPreview({ variables: { week: weekStarting } });
  }, [loadPreview, weekStarting]);

  const preview = data?.publishPreview;
  // Information (a preference gone against) neither blocks nor needs accepting.
  const ready = !!preview && preview.conflicts.every((c) => c.severity === "INFO" || (c.severity === "WARNING" && accepted.has(c.key)));

  const submit = async () => {
    setFailure(null);
    try {
      const res = await publish({ variables: { week: weekStarting, accept: [...accepted] } });
      const n = res.data?.publishDraft.notifiedCount ?? 0;
      // The SPEC's words for a published week, then whom it told.
      onDone(t("publishing.published", { count: n }));
    } catch (err) {
      setFailure(errorMessage(err, t("publishing.publishFailed")));
      void loadPreview({ variables: { week: weekStarting } });
    }
  };

  return (
    <section ref={ref} className="card publish-dialog" role="dialog" aria-modal="false" aria-labelledby="publish-dialog-title">
      <h3 id="publish-dialog-title">{t("publishing.dialogTitle", { date: formatShortDate(weekStarting) })}</h3>
      {loading && !preview && <p className="loading">{t("publishing.checking")}</p>}
      {error && (
        <p className="error" role="alert">
          {errorMessage(error, t("publishing.checkFailed"))}
        </p>
      )}
      {preview && <PreviewDetails preview={preview} accepted={accepted} onAccept={setAccepted} />}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      <div className="btn-row">
        <button type="button" className="btn btn--success" disabled={!ready || publishing} onClick={submit}>
          {t("publishing.publishNow")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("publishing.cancel")}
        </button>
      </div>
    </section>
  );
}

type DetailsProps = { preview: Preview; accepted: ReadonlySet<string>; onAccept: (keys: ReadonlySet<string>) => void };

/** The change set, the hard conflicts and the warnings of a publish's dry run. */
function PreviewDetails({ preview, accepted, onAccept }: DetailsProps) {
  const { t } = useT();
  const hard = preview.conflicts.filter((c) => c.severity === "HARD");
  const warnings = preview.conflicts.filter((c) => c.severity === "WARNING");
  return (
    <>
      <p className="publish-dialog__count">
        {t("publishing.willNotify", { count: preview.notifiedCount })}
      </p>
      {preview.changes.length === 0 ? (
        <p className="muted">{t("publishing.noChanges")}</p>
      ) : (
        <ul className="list" aria-label={t("publishing.changes")}>
          {preview.changes.map((c) => (
            <li key={c.userId} className="list__item">
              <span>
                <strong>{c.userName}</strong>: {c.message}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hard.length > 0 && (
        <div role="alert">
          <p className="error">{t("publishing.fixFirst")}</p>
          <ul className="list">
            {hard.map((c) => (
              <li key={c.key} className="list__item conflict conflict--hard">
                {c.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && <WarningsToAccept warnings={warnings} accepted={accepted} onAccept={onAccept} />}
    </>
  );
}

type WarningsProps = { warnings: Preview["conflicts"]; accepted: ReadonlySet<string>; onAccept: (keys: ReadonlySet<string>) => void };

function WarningsToAccept({ warnings, accepted, onAccept }: WarningsProps) {
  const { t } = useT();
  return (
    <fieldset className="publish-dialog__warnings">
      <legend>{t("publishing.warningsToAccept")}</legend>
      {warnings.map((w) => (
        <label key={w.key} className="publish-dialog__warning">
          <input
            type="checkbox"
            checked={accepted.has(w.key)}
            onChange={(e) => {
              const next = new Set(accepted);
              if (e.target.checked) next.add(w.key);
              else next.delete(w.key);
              onAccept(next);
            }}
          />{" "}
          {w.message}
        </label>
      ))}
    </fieldset>
  );
}
