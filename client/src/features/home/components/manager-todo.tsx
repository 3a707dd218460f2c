import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { HomeDocument, type HomeQuery } from "@/gql/graphql";
import { formatDate, formatShortDate, formatTimeRange } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { timeOffLabel } from "@/lib/time-off";
import { useDecideClaimHere, useDecideSwapHere, useRespondToTimeOffHere } from "../api/home";
import { coverage } from "../utils/upcoming";
import { useNotice } from "@/components/feedback";
import { useClashChoices } from "@/components/clash-dialog";

type Decision = "APPROVE" | "DENY";

/** What waits for a manager: requests to decide in place, this week's coverage (unless the workplace is new), unpublished drafts. */
export function ManagerTodo({ data, friday, offline, coverage }: { data: HomeQuery; friday: string; offline: boolean; coverage: boolean }) {
  const drafts = [data.thisWeekDraft, data.nextWeekDraft, data.laterWeekDraft].filter((d) => d?.hasChanges);
  return (
    <section className="card" aria-labelledby="manager-panel">
      <h2 id="manager-panel">Manager Panel</h2>
      <h3>To do</h3>
      <Requests data={data} offline={offline} />
      {coverage && (
        <>
          <h3>This week&apos;s coverage</h3>
          <Coverage friday={friday} counts={data.coverage ?? []} />
        </>
      )}
      <h3>Unpublished drafts</h3>
      {drafts.length === 0 ? (
        <p className="muted">No draft is waiting to be published.</p>
      ) : (
        <ul className="list">
          {drafts.map((d) => (
            <li key={d!.weekStarting} className="list__item">
              <Link to={`/schedule?week=${d!.weekStarting}`}>Week of {formatDate(d!.weekStarting)}</Link>
              <span className="status status--draft">{d!.published ? "unpublished changes" : "never published"}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Time off, swaps and open-shift claims waiting for a decision, each decided here. */
function Requests({ data, offline }: { data: HomeQuery; offline: boolean }) {
  const [respond, { loading: responding }] = useRespondToTimeOffHere();
  const [decide, { loading: deciding }] = useDecideSwapHere();
  const [decideClaim, { loading: decidingClaim }] = useDecideClaimHere();
  const notice = useNotice();
  const { choose, dialog } = useClashChoices();
  const timeOff = data.pendingTimeOffRequests ?? [];
  const swaps = data.swapsAwaitingApproval ?? [];
  const claims = data.claimsAwaitingApproval ?? [];

  // The same calls and failure messages as the time-off and swap pages. A refusal often
  // means someone else decided first: the list is read again so it stops offering it.
  const client = useApolloClient();
  const decideHere = async (run: () => Promise<unknown>, failure: string) => {
    try {
      await run();
    } catch (err) {
      notice.failed(errorMessage(err, failure));
      void client.refetchQueries({ include: [HomeDocument] });
    }
  };

  // Approving asks first what becomes of the shifts inside the time off.
  const answerTimeOff = (id: string, who: string, decision: Decision) =>
    void decideHere(async () => {
      const shifts = decision === "APPROVE" ? await choose(id, who) : [];
      if (shifts !== null) await respond({ variables: { id, decision, shifts } });
    }, "Failed respond request");

  if (timeOff.length === 0 && swaps.length === 0 && claims.length === 0) {
    return <p className="muted">No requests are waiting for you.</p>;
  }
  return (
    <>
      {dialog}
      <ul className="list" aria-label="Requests waiting for you">
        {timeOff.map((r) => (
          <TimeOffItem key={r.id} request={r} disabled={responding || offline} onAnswer={(decision) => answerTimeOff(r.id, r.userName, decision)} />
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
            <ApproveDeny
              hidden={`swap of ${s.requester.name} with ${s.target.name}`}
              disabled={deciding || offline}
              onAnswer={(decision) => void decideHere(() => decide({ variables: { id: s.id, decision } }), "Failed respond")}
            />
          </li>
        ))}
        {claims.map((c) => (
          <ClaimItem key={c.id} claim={c}>
            {(what) => (
              <ApproveDeny
                hidden={`claim of ${c.claimant.name} on ${what}`}
                disabled={decidingClaim || offline}
                onAnswer={(decision) => void decideHere(() => decideClaim({ variables: { id: c.id, decision } }), "Failed to decide the claim")}
              />
            )}
          </ClaimItem>
        ))}
      </ul>
    </>
  );
}

type TimeOff = NonNullable<HomeQuery["pendingTimeOffRequests"]>[number];

function TimeOffItem({ request: r, disabled, onAnswer }: { request: TimeOff; disabled: boolean; onAnswer: (d: Decision) => void }) {
  return (
    <li className="list__item">
      <div>
        <strong>{r.userName}</strong> asks for time off on {timeOffLabel(r)}
        <div className="muted">{r.reason || "(No reason)"}</div>
        {r.shiftsInside.length > 0 && (
          <div className="muted">
            {r.shiftsInside.length === 1 ? "1 published shift falls inside." : `${r.shiftsInside.length} published shifts fall inside.`}{" "}
            <Link to="/pto">See the shifts on Time Off</Link>
          </div>
        )}
      </div>
      <ApproveDeny hidden={`${r.userName} on ${formatDate(r.date)}`} disabled={disabled} onAnswer={onAnswer} />
    </li>
  );
}

type Claim = NonNullable<HomeQuery["claimsAwaitingApproval"]>[number];

function ClaimItem({ claim: c, children }: { claim: Claim; children: (what: string) => ReactNode }) {
  const what = `${c.openShift.offeredBy ? `${c.openShift.offeredBy.name}'s shift` : "the open shift"} on ${formatDate(c.openShift.date)}`;
  return (
    <li className="list__item">
      <div>
        <strong>{c.claimant.name}</strong> claims {what}
        <div className="muted">{formatTimeRange(c.openShift.startTime, c.openShift.endTime)}</div>
      </div>
      {children(what)}
    </li>
  );
}

/** Approve and Deny, named for screen readers with what they decide (`hidden`). */
function ApproveDeny({ hidden, disabled, onAnswer }: { hidden: string; disabled: boolean; onAnswer: (d: Decision) => void }) {
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--success btn--small" disabled={disabled} onClick={() => onAnswer("APPROVE")}>
        Approve<span className="visually-hidden"> {hidden}</span>
      </button>
      <button type="button" className="btn btn--danger btn--small" disabled={disabled} onClick={() => onAnswer("DENY")}>
        Deny<span className="visually-hidden"> {hidden}</span>
      </button>
    </div>
  );
}

/** Shifts per day of this week, and the days nobody is on. */
function Coverage({ friday, counts }: { friday: string; counts: NonNullable<HomeQuery["coverage"]> }) {
  const days = coverage(friday, counts);
  const empty = days.filter((d) => d.count === 0);
  return (
    <>
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
    </>
  );
}
