import type { ClaimItemFragment } from "@/gql/graphql";

/** One pending claim as a manager decides it: who, the warnings the conflict engine finds, approve or deny. */
export function ClaimDecision({
  claim,
  what,
  busy,
  onDecide,
}: {
  claim: ClaimItemFragment;
  what: string;
  busy: boolean;
  onDecide: (id: string, decision: "APPROVE" | "DENY") => void;
}) {
  return (
    <li className="list__item">
      <div>
        <strong>{claim.claimant.name}</strong> claims {what}
        {claim.conflicts.length > 0 && (
          <ul className="open-shift__warnings" aria-label={`Warnings for ${claim.claimant.name}`}>
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
          Approve<span className="visually-hidden"> claim of {claim.claimant.name} on {what}</span>
        </button>
        <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={() => onDecide(claim.id, "DENY")}>
          Deny<span className="visually-hidden"> claim of {claim.claimant.name} on {what}</span>
        </button>
      </div>
    </li>
  );
}
