import type { ClaimItemFragment } from "@/gql/graphql";
import { useT } from "../i18n";

/** One pending claim as a manager decides it: who, what and where, the warnings the conflict engine finds, approve or deny. */
export function ClaimDecision({
  claim,
  what,
  place,
  busy,
  onDecide,
}: {
  claim: ClaimItemFragment;
  what: string;
  /** The shift's position and location by name, e.g. "Barista, Harbour"; empty or omitted when it has neither. */
  place?: string;
  busy: boolean;
  onDecide: (id: string, decision: "APPROVE" | "DENY") => void;
}) {
  const { t } = useT();
  const hidden = t("openShifts.claim.hidden", { name: claim.claimant.name, what });
  return (
    <li className="list__item">
      <div>
        <strong>{claim.claimant.name}</strong> {t("openShifts.claim.claims", { what })}
        {place && <span className="open-shift__place"> · {place}</span>}
        {claim.conflicts.length > 0 && (
          <ul className="open-shift__warnings" aria-label={t("openShifts.claim.warnings", { name: claim.claimant.name })}>
            {claim.conflicts.map((c) => (
              <li key={c.code + c.message} className="status status--pending">
                {c.message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--success btn--small" disabled={busy} onClick={() => onDecide(claim.id, "APPROVE")}>
          {t("openShifts.claim.approve")}<span className="visually-hidden"> {hidden}</span>
        </button>
        <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={() => onDecide(claim.id, "DENY")}>
          {t("openShifts.claim.deny")}<span className="visually-hidden"> {hidden}</span>
        </button>
      </div>
    </li>
  );
}
