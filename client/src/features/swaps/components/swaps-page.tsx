import type { SwapItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { formatDate, formatTimeRange } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useDecideSwap, useMySwaps, useRespondToSwap, useSwapsAwaitingApproval } from "../api/swaps";
import { swapStatusText, swapStatusTone } from "../utils/swap-status";
import "./swaps.css";
import { useNotice } from "@/components/feedback";

function shiftText(s: { date: string; startTime: string; endTime: string }): string {
  return `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;
}

function SwapShifts({ swap }: { swap: SwapItemFragment }) {
  return (
    <dl className="swap__shifts">
      <div>
        <dt>{swap.requester.name}&apos;s shift</dt>
        <dd>{shiftText(swap.shiftA)}</dd>
      </div>
      <div>
        <dt>{swap.target.name}&apos;s shift</dt>
        <dd>{shiftText(swap.shiftB)}</dd>
      </div>
    </dl>
  );
}

/** The Shift Swap Dashboard; managerExtra is shown after the managers' approval queue. */
export function SwapsPage({ managerExtra }: { managerExtra?: React.ReactNode }) {
  const { isManager } = useAuth();
  return (
    <div className="page">
      <h1>Shift Swap Dashboard</h1>
      {isManager && <ApprovalQueue />}
      {isManager && managerExtra}
      <MySwaps />
    </div>
  );
}

export function ApprovalQueue() {
  const { data, loading, error } = useSwapsAwaitingApproval(true);
  const [decide, { loading: deciding }] = useDecideSwap();
  const notice = useNotice();
  if (error) console.warn("Failed to fetch swaps awaiting approval", error);
  const items = data?.swapsAwaitingApproval ?? [];

  const answer = async (id: string, decision: "APPROVE" | "DENY") => {
    try {
      await decide({ variables: { id, decision } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed respond"));
    }
  };

  return (
    <section className="card" aria-labelledby="swap-queue-title">
      <h2 id="swap-queue-title">Manager Approval Queue</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">No swaps awaiting approval.</p>
      ) : (
        <ul className="list">
          {items.map((s) => (
            <li key={s.id} className="list__item swap">
              <div>
                <p className="swap__who">
                  <strong>{s.requester.name}</strong> wants to swap with <strong>{s.target.name}</strong>
                </p>
                <SwapShifts swap={s} />
              </div>
              <div className="btn-row">
                <button
                  type="button"
                  className="btn btn--success btn--small"
                  disabled={deciding}
                  onClick={() => void answer(s.id, "APPROVE")}
                >
                  Approve<span className="visually-hidden"> swap of {s.requester.name} with {s.target.name}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={deciding}
                  onClick={() => void answer(s.id, "DENY")}
                >
                  Deny<span className="visually-hidden"> swap of {s.requester.name} with {s.target.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MySwaps() {
  const { user } = useAuth();
  const { data, loading, error } = useMySwaps();
  const [respond, { loading: responding }] = useRespondToSwap();
  const notice = useNotice();
  if (error) console.warn("Failed to fetch my swap requests", error);
  if (!user) return null;
  const items = data?.mySwapRequests ?? [];

  const answer = async (id: string, a: "ACCEPT" | "DENY") => {
    try {
      await respond({ variables: { id, answer: a } });
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to respond"));
    }
  };

  return (
    <section className="card" aria-labelledby="swap-mine-title">
      <h2 id="swap-mine-title">My Shift Swap Requests</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">You are not involved in any pending or past swap requests.</p>
      ) : (
        <ul className="list">
          {items.map((s) => {
            const iAmTarget = s.target.id === user.id;
            return (
              <li key={s.id} className="list__item swap">
                <div>
                  <p className="swap__who">
                    {iAmTarget ? (
                      <>
                        <strong>{s.requester.name}</strong> wants to swap with you
                      </>
                    ) : (
                      <>
                        You asked to swap with <strong>{s.target.name}</strong>
                      </>
                    )}
                  </p>
                  <SwapShifts swap={s} />
                  <p className={`status status--${swapStatusTone(s.status)}`}>
                    {swapStatusText(
                      s.status,
                      { requesterId: s.requester.id, targetName: s.target.name, cancelReason: s.cancelReason },
                      user.id,
                    )}
                  </p>
                </div>
                {iAmTarget && s.status === "PENDING_TARGET" && (
                  <div className="btn-row">
                    <button
                      type="button"
                      className="btn btn--success btn--small"
                      disabled={responding}
                      onClick={() => void answer(s.id, "ACCEPT")}
                    >
                      Accept Swap<span className="visually-hidden"> with {s.requester.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn--danger btn--small"
                      disabled={responding}
                      onClick={() => void answer(s.id, "DENY")}
                    >
                      Deny Swap<span className="visually-hidden"> with {s.requester.name}</span>
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
