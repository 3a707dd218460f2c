import { errorMessage } from "@/lib/errors";
import "./acknowledgements.css";
import { useAcknowledgeWeek, useMyAcknowledgement } from "../api/acknowledgements";

/** Asks a person on a published week to acknowledge shifts that are new or changed for them. */
export function AcknowledgeBanner({ weekStarting }: { weekStarting: string }) {
  const { data } = useMyAcknowledgement(weekStarting);
  const [acknowledge, { loading, error }] = useAcknowledgeWeek();
  const mine = data?.myAcknowledgement;
  if (!mine) return null;
  if (mine.acknowledgedAt) {
    return <p className="ack-banner ack-banner--done">You have acknowledged your shifts for this week.</p>;
  }
  return (
    <div className="ack-banner" role="status">
      <span>Your shifts for this week are new or have changed.</span>
      <button
        type="button"
        className="btn btn--small"
        disabled={loading}
        onClick={() => void acknowledge({ variables: { date: weekStarting } }).catch(() => undefined)}
      >
        Got it
      </button>
      {error && <span className="error">{errorMessage(error, "Failed to acknowledge")}</span>}
    </div>
  );
}
