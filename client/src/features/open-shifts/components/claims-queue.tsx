import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useClaimsAwaitingApproval, useDecideShiftClaim } from "../api/open-shifts";
import { ClaimDecision } from "./claim-row";
import { placeOf, when } from "../utils/shift-text";
import { useT } from "../i18n";

/** The managers' queue of pending open-shift claims, shown next to the swaps awaiting approval. */
export function ClaimsQueue() {
  const { t } = useT();
  const { data, loading } = useClaimsAwaitingApproval();
  const [decide, { loading: deciding }] = useDecideShiftClaim();
  const [error, setError] = useState<string | null>(null);
  const items = data?.claimsAwaitingApproval ?? [];
  const onDecide = (id: string, decision: "APPROVE" | "DENY") => {
    setError(null);
    decide({ variables: { id, decision } }).catch((err: unknown) => setError(errorMessage(err, t("openShifts.failed.decide"))));
  };
  return (
    <section className="card" aria-labelledby="claim-queue-title">
      <h2 id="claim-queue-title">{t("openShifts.queue.title")}</h2>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("openShifts.queue.none")}</p>
      ) : (
        <ul className="list">
          {items.map((c) => (
            <ClaimDecision
              key={c.id}
              claim={c}
              busy={deciding}
              onDecide={onDecide}
              place={placeOf(c.openShift, data?.positions ?? [], data?.locations ?? [])}
              what={
                c.openShift.offeredBy
                  ? t("openShifts.queue.theirShift", { name: c.openShift.offeredBy.name, when: when(c.openShift) })
                  : t("openShifts.queue.openShift", { when: when(c.openShift) })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
