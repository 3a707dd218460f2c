import { useId, useState } from "react";
import type { OpenShiftItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { formatDate, formatTimeRange, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import {
  useClaimOpenShift,
  useDecideShiftClaim,
  useOfferShift,
  useOpenShiftsPage,
  usePostOpenShift,
  useWithdrawOpenShift,
  useWithdrawShiftClaim,
} from "../api/open-shifts";
import { ClaimDecision } from "./claim-row";
import "./open-shifts.css";

const CLAIM_STATE: Record<string, string> = {
  PENDING: "waiting for a manager",
  APPROVED: "approved: the shift is yours",
  DECLINED: "declined",
  WITHDRAWN: "withdrawn",
  CANCELLED: "cancelled",
};

const when = (s: { date: string; startTime: string; endTime: string }) =>
  `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;

/** Shifts open to claim, posted by managers or offered up by colleagues; my claims and offers. */
export function OpenShiftsPage() {
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
      <h1>Open Shifts</h1>
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
      {!data && loading && <Loading />}
      {!data && error && !loading && (
        <p className="error" role="alert">
          {errorMessage(error, "Failed to load open shifts")}
        </p>
      )}
      {isManager && data?.staff && <PostForm staff={data.staff} onDone={setStatus} />}
      <section className="card" aria-labelledby="open-list-title">
        <h2 id="open-list-title">Shifts open to claim</h2>
        {data && shifts.length === 0 && <p className="muted">No open shifts right now.</p>}
        <ul className="list" aria-label="Open shifts">
          {shifts.map((o) => (
            <OpenShiftRow
              key={o.id}
              o={o}
              me={user.id}
              manager={isManager}
              busy={busy}
              onClaim={() => run(claim({ variables: { id: o.id } }), "Your claim was sent.", "Failed to claim the shift")}
              onUnclaim={(id) => run(unclaim({ variables: { id } }), "Your claim was withdrawn.", "Failed to withdraw the claim")}
              onWithdraw={() => run(withdraw({ variables: { id: o.id } }), "The shift was taken back.", "Failed to take the shift back")}
              onDecide={(id, decision) =>
                run(
                  decide({ variables: { id, decision } }),
                  decision === "APPROVE" ? "The claim was approved." : "The claim was denied.",
                  "Failed to decide the claim",
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
      <section className="card" aria-labelledby="my-claims-title">
        <h2 id="my-claims-title">My claims</h2>
        {claims.length === 0 ? (
          <p className="muted">You have not claimed any shift.</p>
        ) : (
          <ul className="list" aria-label="My claims">
            {claims.map((c) => (
              <li key={c.id} className="list__item">
                <span>Shift on {when(c.openShift)}</span>
                <span className={`status status--${c.status === "APPROVED" ? "approved" : c.status === "PENDING" ? "pending" : "denied"}`}>
                  {CLAIM_STATE[c.status]}
                  {c.reason ? `: ${c.reason}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OpenShiftRow({
  o,
  me,
  manager,
  busy,
  onClaim,
  onUnclaim,
  onWithdraw,
  onDecide,
}: {
  o: OpenShiftItemFragment;
  me: string;
  manager: boolean;
  busy: boolean;
  onClaim: () => void;
  onUnclaim: (claimId: string) => void;
  onWithdraw: () => void;
  onDecide: (id: string, decision: "APPROVE" | "DENY") => void;
}) {
  const label = when(o);
  const mine = o.offeredBy?.id === me;
  const myClaim = o.claims.find((c) => c.claimant.id === me && c.status === "PENDING");
  const who = o.offeredBy ? (mine ? "Offered by you" : `Offered by ${o.offeredBy.name}`) : "Posted by a manager";
  return (
    <li className="list__item list__item--stack open-shift">
      <div className="open-shift__head">
        <div>
          <strong>{label}</strong>
          <div className="muted">
            {who}
            {o.eligible.length > 0 && ` · open to ${o.eligible.map((u) => u.name).join(", ")}`}
            {!o.published && " · week not published yet"}
          </div>
        </div>
        <div className="btn-row">
          {!mine && o.published && !myClaim && (
            <button type="button" className="btn btn--small" disabled={busy} onClick={onClaim}>
              Claim<span className="visually-hidden"> shift on {label}</span>
            </button>
          )}
          {myClaim && (
            <button type="button" className="btn btn--secondary btn--small" disabled={busy} onClick={() => onUnclaim(myClaim.id)}>
              Withdraw claim<span className="visually-hidden"> on {label}</span>
            </button>
          )}
          {(mine || manager) && (
            <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={onWithdraw}>
              {mine ? "Take back offer" : "Take back"}
              <span className="visually-hidden"> of the shift on {label}</span>
            </button>
          )}
        </div>
      </div>
      {manager && o.claims.length > 0 && (
        <ul className="list" aria-label={`Claims on ${label}`}>
          {o.claims.map((c) => (
            <ClaimDecision key={c.id} claim={c} what={label} busy={busy} onDecide={onDecide} />
          ))}
        </ul>
      )}
      {!manager && mine && o.claims.length > 0 && (
        <p className="muted">Claimed by {o.claims.map((c) => c.claimant.name).join(", ")}; a manager will decide.</p>
      )}
    </li>
  );
}

function PostForm({ staff, onDone }: { staff: { id: string; name: string }[]; onDone: (m: string) => void }) {
  const id = useId();
  const [date, setDate] = useState(todayLocal());
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("17:00");
  const [eligible, setEligible] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [post, { loading }] = usePostOpenShift();
  return (
    <form
      className="card"
      aria-label="Post an open shift"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        post({ variables: { input: { date, startTime: start, endTime: end, eligibleUserIds: eligible } } })
          .then(() => {
            setEligible([]);
            onDone("The open shift was posted.");
          })
          .catch((err: unknown) => setError(errorMessage(err, "Failed to post the open shift")));
      }}
    >
      <h2>Post an open shift</h2>
      <div className="form--inline">
        <div className="field">
          <label htmlFor={`${id}-date`}>Date</label>
          <input id={`${id}-date`} type="date" required min={todayLocal()} value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>Start</label>
          <input id={`${id}-start`} type="time" required value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>End</label>
          <input id={`${id}-end`} type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      <fieldset className="open-shift__people">
        <legend>Open to (tick none for anyone)</legend>
        {staff.map((u) => (
          <label key={u.id} className="open-shift__person">
            <input
              type="checkbox"
              checked={eligible.includes(u.id)}
              onChange={(e) => setEligible((l) => (e.target.checked ? [...l, u.id] : l.filter((x) => x !== u.id)))}
            />{" "}
            {u.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn" disabled={loading}>
        Post open shift
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function OfferForm({
  shifts,
  from,
  onFrom,
  onDone,
  onError,
}: {
  shifts: { id: string; date: string; startTime: string; endTime: string }[];
  from: string;
  onFrom: (date: string) => void;
  onDone: (m: string) => void;
  onError: (m: string) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState("");
  const [offer, { loading }] = useOfferShift();
  const chosen = shifts.some((s) => s.id === choice) ? choice : (shifts[0]?.id ?? "");
  return (
    <form
      className="card"
      aria-label="Offer one of my shifts"
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        offer({ variables: { shiftId: chosen } })
          .then(() => onDone("Your shift is offered; you keep it until a manager approves a colleague's claim."))
          .catch((err: unknown) => onError(errorMessage(err, "Failed to offer the shift")));
      }}
    >
      <h2>Offer one of my shifts</h2>
      <div className="field">
        <label htmlFor={`${id}-from`}>My shifts in the 5 weeks from</label>
        <input id={`${id}-from`} type="date" min={todayLocal()} value={from} onChange={(e) => e.target.value && onFrom(e.target.value)} />
      </div>
      {shifts.length === 0 ? (
        <p className="muted">You have no shift to offer in those weeks.</p>
      ) : (
        <div className="form--inline">
          <div className="field">
            <label htmlFor={`${id}-shift`}>Shift to offer</label>
            <select id={`${id}-shift`} value={chosen} onChange={(e) => setChoice(e.target.value)}>
              {shifts.map((s) => (
                <option key={s.id} value={s.id}>
                  {when(s)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={loading}>
            Offer shift
          </button>
        </div>
      )}
    </form>
  );
}
