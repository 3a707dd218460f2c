import { useState } from "react";
import type { OpenShiftItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import {
  useClaimOpenShift,
  useDecideShiftClaim,
  useOpenShiftsPage,
  useWithdrawOpenShift,
  useWithdrawShiftClaim,
} from "../api/open-shifts";
import { ClaimDecision } from "./claim-row";
import { OfferForm, PostForm } from "./open-shift-forms";
import { placeOf, when } from "../utils/shift-text";
import { useT } from "../i18n";
import "./open-shifts.css";


/** Shifts open to claim, posted by managers or offered up by colleagues; my claims and offers. */
export function OpenShiftsPage() {
  const { t } = useT();
  const { user, isManager } = useAuth();
  const [offerFrom, setOfferFrom] = useState(todayLocal());
  const { data, loading, error } = useOpenShiftsPage(user?.id ?? "", isManager, offerFrom);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [claim, claimState] = useClaimOpenShift();
  const [unclaim, unclaimState] = useWithdrawShiftClaim();
  const [withdraw, withdrawState] = useWithdrawOpenShift();
  const [decide, decideState] = useDecideShiftClaim();
  const busy = claimState.loading || unclaimState.loading || withdrawState.loading || decideState.loading;
  if (!user) return null;

  // Every action reports its outcome in one place, the server's sentence on failure.
  const run = (p: Promise<unknown>, done: string, fallback: string) => {
    setStatus(null);
    setFailure(null);
    p.then(() => setStatus(done)).catch((err: unknown) => setFailure(errorMessage(err, fallback)));
  };
  const shifts = data?.openShifts ?? [];
  const claims = data?.myShiftClaims ?? [];
  const offered = new Set(shifts.filter((o) => o.offeredBy?.id === user.id).map((o) => o.shiftId));

  return (
    <div className="page">
      <h1>{t("openShifts.title")}</h1>
      <Outcome status={status} failure={failure} />
      {!data && loading && <Loading />}
      {!data && error && !loading && (
        <p className="error" role="alert">
          {errorMessage(error, t("openShifts.loadFailed"))}
        </p>
      )}
      {isManager && data?.staff && (
        <PostForm data={data} onDone={setStatus} />
      )}
      <section className="card" aria-labelledby="open-list-title">
        <h2 id="open-list-title">{t("openShifts.list.title")}</h2>
        {data && shifts.length === 0 && <p className="muted">{t("openShifts.list.none")}</p>}
        <ul className="list" aria-label={t("openShifts.list.label")}>
          {shifts.map((o) => (
            <OpenShiftRow
              key={o.id}
              o={o}
              me={user.id}
              place={placeOf(o, data?.positions ?? [], data?.locations ?? [])}
              manager={isManager}
              busy={busy}
              onClaim={() => run(claim({ variables: { id: o.id } }), t("openShifts.done.claimed"), t("openShifts.failed.claim"))}
              onUnclaim={(id) => run(unclaim({ variables: { id } }), t("openShifts.done.unclaimed"), t("openShifts.failed.unclaim"))}
              onWithdraw={() => run(withdraw({ variables: { id: o.id } }), t("openShifts.done.withdrawn"), t("openShifts.failed.withdraw"))}
              onDecide={(id, decision) =>
                run(
                  decide({ variables: { id, decision } }),
                  decision === "APPROVE" ? t("openShifts.done.approved") : t("openShifts.done.denied"),
                  t("openShifts.failed.decide"),
                )
              }
            />
          ))}
        </ul>
      </section>
      {data && (
        <OfferForm
          shifts={data.myShifts.filter((s) => !offered.has(s.id) && s.date >= todayLocal())}
          from={offerFrom}
          onFrom={setOfferFrom}
          onDone={setStatus}
          onError={setFailure}
        />
      )}
      <MyClaims claims={claims} positions={data?.positions ?? []} locations={data?.locations ?? []} />
    </div>
  );
}


function OpenShiftRow({
  o,
  me,
  place,
  manager,
  busy,
  onClaim,
  onUnclaim,
  onWithdraw,
  onDecide,
}: {
  o: OpenShiftItemFragment;
  me: string;
  place: string;
  manager: boolean;
  busy: boolean;
  onClaim: () => void;
  onUnclaim: (claimId: string) => void;
  onWithdraw: () => void;
  onDecide: (id: string, decision: "APPROVE" | "DENY") => void;
}) {
  const { t } = useT();
  const label = when(o);
  const mine = o.offeredBy?.id === me;
  const myClaim = o.claims.find((c) => c.claimant.id === me && c.status === "PENDING");
  const who = o.offeredBy
    ? mine
      ? t("openShifts.row.offeredByYou")
      : t("openShifts.row.offeredBy", { name: o.offeredBy.name })
    : t("openShifts.row.postedByManager");
  return (
    <li className="list__item list__item--stack open-shift">
      <div className="open-shift__head">
        <div>
          <strong>{label}</strong>
          {place && <span className="open-shift__place"> · {place}</span>}
          <div className="muted">
            {who}
            {o.eligible.length > 0 && t("openShifts.row.openTo", { names: o.eligible.map((u) => u.name).join(", ") })}
            {!o.published && t("openShifts.row.notPublished")}
          </div>
        </div>
        <div className="btn-row">
          {!mine && o.published && !myClaim && (
            <button type="button" className="btn btn--small" disabled={busy} onClick={onClaim}>
              {t("openShifts.row.claim")}<span className="visually-hidden"> {t("openShifts.row.claimHidden", { when: label })}</span>
            </button>
          )}
          {myClaim && (
            <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => onUnclaim(myClaim.id)}>
              {t("openShifts.row.withdrawClaim")}<span className="visually-hidden"> {t("openShifts.row.withdrawHidden", { when: label })}</span>
            </button>
          )}
          {(mine || manager) && (
            <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={onWithdraw}>
              {mine ? t("openShifts.row.takeBackOffer") : t("openShifts.row.takeBack")}
              <span className="visually-hidden"> {t("openShifts.row.takeBackHidden", { when: label })}</span>
            </button>
          )}
        </div>
      </div>
      {manager && o.claims.length > 0 && (
        <ul className="list" aria-label={t("openShifts.row.claimsOn", { when: label })}>
          {o.claims.map((c) => (
            <ClaimDecision key={c.id} claim={c} what={label} busy={busy} onDecide={onDecide} />
          ))}
        </ul>
      )}
      {!manager && mine && o.claims.length > 0 && (
        <p className="muted">{t("openShifts.row.claimedBy", { names: o.claims.map((c) => c.claimant.name).join(", ") })}</p>
      )}
    </li>
  );
}

type Named = { id: string; name: string };

type Claim = NonNullable<ReturnType<typeof useOpenShiftsPage>["data"]>["myShiftClaims"][number];

/** The shifts I have claimed and where each claim stands. */
function MyClaims({ claims, positions, locations }: { claims: readonly Claim[]; positions: readonly Named[]; locations: readonly Named[] }) {
  const { t } = useT();
  return (
  <section className="card" aria-labelledby="my-claims-title">
    <h2 id="my-claims-title">{t("openShifts.mine.title")}</h2>
    {claims.length === 0 ? (
      <p className="muted">{t("openShifts.mine.none")}</p>
    ) : (
      <ul className="list" aria-label={t("openShifts.mine.title")}>
        {claims.map((c) => (
          <li key={c.id} className="list__item">
            <span>
              {t("openShifts.mine.shiftOn", { when: when(c.openShift) })}
              {placeOf(c.openShift, positions, locations) && (
                <span className="open-shift__place"> · {placeOf(c.openShift, positions, locations)}</span>
              )}
            </span>
            <span className={`status status--${c.status === "APPROVED" ? "approved" : c.status === "PENDING" ? "pending" : "denied"}`}>
              {c.reason
                ? t("openShifts.withReason", { state: t(`openShifts.claimState.${c.status}`), reason: c.reason })
                : t(`openShifts.claimState.${c.status}`)}
            </span>
          </li>
        ))}
      </ul>
    )}
  </section>
  );
}

/** The outcome of the last action: what was done, or the server's sentence on failure. */
function Outcome({ status, failure }: { status: string | null; failure: string | null }) {
  return (
    <>
    {status && (
      <p className="notice" role="status">
        {status}
      </p>
    )}
    {failure && (
      <p className="error" role="alert">
        {failure}
      </p>
    )}
    </>
  );
}
