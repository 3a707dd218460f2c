import { errorMessage } from "@/lib/errors";
import "./acknowledgements.css";
import { useAcknowledgeWeek, useMyAcknowledgement } from "../api/acknowledgements";
import { useT } from "../i18n";

/** Asks a person on a published week to acknowledge shifts that are new or changed for them. */
export function AcknowledgeBanner({ weekStarting }: { weekStarting: string }) {
  const { t } = useT();
  const { data } = useMyAcknowledgement(weekStarting);
  const [acknowledge, { loading, error }] = useAcknowledgeWeek();
  const mine = data?.myAcknowledgement;
  if (!mine) return null;
  if (mine.acknowledgedAt) {
    return <p className="ack-banner ack-banner--done">{t("acknowledgements.done")}</p>;
  }
  return (
    <div className="ack-banner" role="status">
      <span>{t("acknowledgements.changed")}</span>
      <button
        type="button"
        className="btn btn--small"
        disabled={loading}
        onClick={() => void acknowledge({ variables: { date: weekStarting } }).catch(() => undefined)}
      >
        {t("acknowledgements.gotIt")}
      </button>
      {error && <span className="error">{errorMessage(error, t("acknowledgements.failed"))}</span>}
    </div>
  );
}
