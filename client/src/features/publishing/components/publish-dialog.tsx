import { useEffect, useState } from "react";
import type { ConflictCode, PublishPreviewQuery } from "@/gql/graphql";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/i18n-format";
import { usePublishDraft, usePublishPreview } from "../api/publishing";
import { groupWarnings } from "../utils/warning-groups";
import { NoticeSummary } from "./notice-summary";
import { PremiumsSummary } from "./premiums-summary";
import { WarningsToAccept } from "./warnings-to-accept";
import "./publishing.css";
import { useT } from "../i18n";

type Preview = PublishPreviewQuery["publishPreview"];

type Props = {
  weekStarting: string;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * The dry run of publishing the draft: one line for the notices it sends (who gets which
 * folded away), hard conflicts that block it, and warnings by kind, serious kinds first,
 * each kind accepted with one tick. Warnings about days already past never come.
 */
export function PublishDialog({ weekStarting, onDone, onCancel }: Props) {
  const { t } = useT();
  const [loadPreview, { data, loading, error }] = usePublishPreview();
  const [publish, { loading: publishing }] = usePublishDraft();
  const [accepted, setAccepted] = useState<ReadonlySet<ConflictCode>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useEscapeKey<HTMLElement>(onCancel);
  useEffect(() => {
    void loadPreview({ variables: { week: weekStarting } });
  }, [loadPreview, weekStarting]);

  const preview = data?.publishPreview;
  // Information (a preference gone against) neither blocks nor needs accepting; a warning
  // is accepted with its whole kind.
  const ready = !!preview && preview.conflicts.every((c) => c.severity === "INFO" || (c.severity === "WARNING" && accepted.has(c.code)));

  const submit = async () => {
    setFailure(null);
    try {
      const res = await publish({ variables: { week: weekStarting, kinds: [...accepted] } });
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

type DetailsProps = { preview: Preview; accepted: ReadonlySet<ConflictCode>; onAccept: (kinds: ReadonlySet<ConflictCode>) => void };

/** The notices, the hard conflicts and the warnings (by kind) of a publish's dry run. */
function PreviewDetails({ preview, accepted, onAccept }: DetailsProps) {
  const { t } = useT();
  const hard = preview.conflicts.filter((c) => c.severity === "HARD");
  const groups = groupWarnings(preview.conflicts.filter((c) => c.severity === "WARNING"));
  return (
    <>
      <NoticeSummary firstPublish={preview.firstPublish} notifiedCount={preview.notifiedCount} changes={preview.changes} />
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
      {groups.length > 0 && <WarningsToAccept groups={groups} accepted={accepted} onAccept={onAccept} />}
      <PremiumsSummary lines={preview.premiums} />
    </>
  );
}
