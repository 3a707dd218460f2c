import { Link } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { HomeDocument, type ClaimDecision, type HomeQuery, type SwapDecision, type TimeOffDecision } from "@/gql/graphql";
import { formatDate, formatShortDate, formatTimeRange } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { timeOffLabel } from "@/lib/time-off";
import { useDecideClaimHere, useDecideSwapHere, useRespondToTimeOffHere } from "../api/home";
import { coverage } from "../utils/upcoming";

/** What waits for a manager: requests to decide in place, this week's coverage, unpublished drafts. */
export function ManagerTodo({ data, friday, offline }: { data: HomeQuery; friday: string; offline: boolean }) {
  const [respond, { loading: responding }] = useRespondToTimeOffHere();
  const [decide, { loading: deciding }] = useDecideSwapHere();
  const timeOff = data.pendingTimeOffRequests ?? [];
  const swaps = data.swapsAwaitingApproval ?? [];
  const claims = data.claimsAwaitingApproval ?? [];
  const [decideClaim, { loading: decidingClaim }] = useDecideClaimHere();
  const days = coverage(friday, data.coverage ?? []);
  const empty = days.filter((d) => d.count === 0);
  const drafts = [data.thisWeekDraft, data.nextWeekDraft, data.laterWeekDraft].filter((d) => d?.hasChanges);

  // The same calls and failure messages as the time-off and swap pages. A refusal often
  // means someone else decided first: the list is read again so it stops offering it.
  const client = useApolloClient();
  const refresh = () => void client.refetchQueries({ include: [HomeDocument] });
  const decideHere = async (run: () => Promise<unknown>, failure: string) => {
    try {
      await run();
    } catch (err) {
      window.alert(errorMessage(err, failure));
      refresh();
    }
  };
  const answerTimeOff = (id: string, decision: TimeOffDecision) =>
    decideHere(() => respond({ variables: { id, decision } }), "Failed respond request");
  const answerSwap = (id: string, decision: SwapDecision) =>
    decideHere(() => decide({ variables: { id, decision } }), "Failed respond");
  const answerClaim = (id: string, decision: ClaimDecision) =>
    decideHere(() => decideClaim({ variables: { id, decision } }), "Failed to decide the claim");

  return (
    <section className="card" aria-labelledby="manager-panel">
      <h2 id="manager-panel">Manager Panel</h2>
      <h3>To do</h3>
      {timeOff.length === 0 && swaps.length === 0 && claims.length === 0 ? (
        <p className="muted">No requests are waiting for you.</p>
      ) : (
        <ul className="list" aria-label="Requests waiting for you">
          {timeOff.map((r) => (
            <li key={r.id} className="list__item">
              <div>
                <strong>{r.userName}</strong> asks for time off on {timeOffLabel(r)}
                <div className="muted">{r.reason || "(No reason)"}</div>
                {r.shiftsInside.length > 0 && (
                  <div className="muted">
                    {r.shiftsInside.length === 1
                      ? "1 published shift falls inside."
                      : `${r.shiftsInside.length} published shifts fall inside.`}{" "}
                    <Link to="/pto">See the shifts on Time Off</Link>
                  </div>
                )}
              </div>
              <div className="btn-row">
                <button
                  type="button"
                  className="btn btn--success btn--small"
                  disabled={responding || offline}
                  onClick={() => void answerTimeOff(r.id, "APPROVE")}
                >
                  Approve<span className="visually-hidden"> {r.userName} on {formatDate(r.date)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={responding || offline}
                  onClick={() => void answerTimeOff(r.id, "DENY")}
                >
                  Deny<span className="visually-hidden"> {r.userName} on {formatDate(r.date)}</span>
                </button>
              </div>
            </li>
          ))}
          {swaps.map((s) => (
            <li key={s.id} className="list__item">
              <div>
                <strong>{s.requester.name}</strong> and <strong>{s.target.name}</strong> want to swap
                <div className="muted">
                  {formatDate(s.shiftA.date)} {formatTimeRange(s.shiftA.startTime, s.shiftA.endTime)} for{" "}
                  {formatDate(s.shiftB.date)} {formatTimeRange(s.shiftB.startTime, s.shiftB.endTime)}
                </div>
              </div>
              <div className="btn-row">
                <button
                  type="button"
                  className="btn btn--success btn--small"
                  disabled={deciding || offline}
                  onClick={() => void answerSwap(s.id, "APPROVE")}
                >
                  Approve<span className="visually-hidden"> swap of {s.requester.name} with {s.target.name}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={deciding || offline}
                  onClick={() => void answerSwap(s.id, "DENY")}
                >
                  Deny<span className="visually-hidden"> swap of {s.requester.name} with {s.target.name}</span>
                </button>
              </div>
            </li>
          ))}
          {claims.map((c) => {
            const what = `${c.openShift.offeredBy ? `${c.openShift.offeredBy.name}'s shift` : "the open shift"} on ${formatDate(c.openShift.date)}`;
            return (
              <li key={c.id} className="list__item">
                <div>
                  <strong>{c.claimant.name}</strong> claims {what}
                  <div className="muted">{formatTimeRange(c.openShift.startTime, c.openShift.endTime)}</div>
                </div>
                <div className="btn-row">
                  <button
                    type="button"
                    className="btn btn--success btn--small"
                    disabled={decidingClaim || offline}
                    onClick={() => void answerClaim(c.id, "APPROVE")}
                  >
                    Approve<span className="visually-hidden"> claim of {c.claimant.name} on {what}</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn--danger btn--small"
                    disabled={decidingClaim || offline}
                    onClick={() => void answerClaim(c.id, "DENY")}
                  >
                    Deny<span className="visually-hidden"> claim of {c.claimant.name} on {what}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <h3>This week&apos;s coverage</h3>
      <ul className="home-coverage" aria-label="Shifts per day this week">
        {days.map((d) => (
          <li key={d.date} className={d.count === 0 ? "home-coverage__day home-coverage__day--empty" : "home-coverage__day"}>
            <span className="home-coverage__date">{formatShortDate(d.date)}</span>
            <span className="home-coverage__count">
              {d.count} {d.count === 1 ? "shift" : "shifts"}
            </span>
          </li>
        ))}
      </ul>
      <p className={empty.length ? "home-coverage__warning" : "muted"}>
        {empty.length
          ? `Nobody is scheduled on ${empty.map((d) => formatShortDate(d.date)).join(", ")}.`
          : "Every day this week has someone scheduled."}{" "}
        <Link to={`/schedule?week=${friday}`}>Open this week</Link>
      </p>
      <h3>Unpublished drafts</h3>
      {drafts.length === 0 ? (
        <p className="muted">No draft is waiting to be published.</p>
      ) : (
        <ul className="list">
          {drafts.map((d) => (
            <li key={d!.weekStarting} className="list__item">
              <Link to={`/schedule?week=${d!.weekStarting}`}>Week of {formatDate(d!.weekStarting)}</Link>
              <span className="status status--pending">{d!.published ? "unpublished changes" : "never published"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
