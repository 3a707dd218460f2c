import type { SwapItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { formatDate, formatTimeRange } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useDecideSwap, useMySwaps, useRespondToSwap, useSwapsAwaitingApproval } from "../api/swaps";
import { swapStatusText, swapStatusTone } from "../utils/swap-status";
import "./swaps.css";
import { useNotice } from "@/components/feedback";
import { useT } from "../i18n";

function shiftText(s: { date: string; startTime: string; endTime: string }): string {
  return `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;
}

function SwapShifts({ swap }: { swap: SwapItemFragment }) {
  const { t } = useT();
  return (
    <dl className="swap__shifts">
      <div>
        <dt>{t("swaps.theirShift", { name: swap.requester.name })}</dt>
        <dd>{shiftText(swap.shiftA)}</dd>
      </div>
      <div>
        <dt>{t("swaps.theirShift", { name: swap.target.name })}</dt>
        <dd>{shiftText(swap.shiftB)}</dd>
      </div>
    </dl>
  );
}

/** The Shift Swap Dashboard; managerExtra is shown after the managers' approval queue. */
export function SwapsPage({ managerExtra }: { managerExtra?: React.ReactNode }) {
  const { t } = useT();
  const { isManager } = useAuth();
  return (
    <div className="page">
      <h1>{t("swaps.title")}</h1>
      {isManager && <ApprovalQueue />}
      {isManager && managerExtra}
      <MySwaps />
    </div>
  );
}

export function ApprovalQueue() {
  const { data, loading, error } = useSwapsAwaitingApproval(true);
  const { t } = useT();
  const [decide, { loading: deciding }] = useDecideSwap();
  const notice = useNotice();
  if (error) console.warn("Failed to fetch swaps awaiting approval", error);
  const items = data?.swapsAwaitingApproval ?? [];

  const answer = async (id: string, decision: "APPROVE" | "DENY") => {
    try {
      await decide({ variables: { id, decision } });
    } catch (err) {
      notice.failed(errorMessage(err, t("swaps.queue.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="swap-queue-title">
      <h2 id="swap-queue-title">{t("swaps.queue.title")}</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("swaps.queue.none")}</p>
      ) : (
        <ul className="list">
          {items.map((s) => (
            <li key={s.id} className="list__item swap">
              <div>
                <p className="swap__who">
                  <strong>{s.requester.name}</strong> {t("swaps.queue.wantsToSwapWith")} <strong>{s.target.name}</strong>
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
                  {t("swaps.queue.approve")}
                  <span className="visually-hidden"> {t("swaps.queue.hidden", { requester: s.requester.name, target: s.target.name })}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={deciding}
                  onClick={() => void answer(s.id, "DENY")}
                >
                  {t("swaps.queue.deny")}
                  <span className="visually-hidden"> {t("swaps.queue.hidden", { requester: s.requester.name, target: s.target.name })}</span>
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
  const { t } = useT();
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
      notice.failed(errorMessage(err, t("swaps.mine.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="swap-mine-title">
      <h2 id="swap-mine-title">{t("swaps.mine.title")}</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("swaps.mine.none")}</p>
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
                        <strong>{s.requester.name}</strong> {t("swaps.mine.wantsToSwapWithYou")}
                      </>
                    ) : (
                      <>
                        {t("swaps.mine.youAsked")} <strong>{s.target.name}</strong>
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
                  <AnswerButtons requester={s.requester.name} disabled={responding} onAnswer={(a) => void answer(s.id, a)} />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Accept or deny a swap asked of me, named for screen readers with who asked. */
function AnswerButtons({ requester, disabled, onAnswer }: { requester: string; disabled: boolean; onAnswer: (a: "ACCEPT" | "DENY") => void }) {
  const { t } = useT();
  const hidden = t("swaps.mine.hidden", { name: requester });
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--success btn--small" disabled={disabled} onClick={() => onAnswer("ACCEPT")}>
        {t("swaps.mine.accept")}
        <span className="visually-hidden"> {hidden}</span>
      </button>
      <button type="button" className="btn btn--danger btn--small" disabled={disabled} onClick={() => onAnswer("DENY")}>
        {t("swaps.mine.deny")}
        <span className="visually-hidden"> {hidden}</span>
      </button>
    </div>
  );
}
