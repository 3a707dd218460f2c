import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useClaimsAwaitingApproval, useDecideShiftClaim } from "../api/open-shifts";
import { ClaimDecision } from "./claim-row";
import { when } from "../utils/shift-text";

/** The managers' queue of pending open-shift claims, shown next to the swaps awaiting approval. */
export function ClaimsQueue() {
  const { data, loading } = useClaimsAwaitingApproval();
  const [decide, { loading: deciding }] = useDecideShiftClaim();
  const [error, setError] = useState<string | null>(null);
  const items = data?.claimsAwaitingApproval ?? [];
  const onDecide = (id: string, decision: "APPROVE" | "DENY") => {
    setError(null);
    decide({ variables: { id, decision } }).catch((err: unknown) => setError(errorMessage(err, "Failed to decide the claim")));
  };
  return (
    <section className="card" aria-labelledby="claim-queue-title">
      <h2 id="claim-queue-title">Open Shift Claims</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">No open-shift claims awaiting approval.</p>
      ) : (
        <ul className="list">
          {items.map((c) => (
            <ClaimDecision
              key={c.id}
              claim={c}
              busy={deciding}
              onDecide={onDecide}
              what={`${c.openShift.offeredBy ? `${c.openShift.offeredBy.name}'s shift` : "the open shift"} on ${when(c.openShift)}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
