import type { ReactNode } from "react";
import type { TimeOffItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { todayLocal } from "@/lib/dates";
import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useMyTimeOff, useWithdrawTimeOff } from "../api/time-off";
import { RequestForm } from "./request-form";
import { timeOffLabel } from "@/lib/time-off";
import { STATUS_TEXT } from "../utils/labels";
import { ApprovedList } from "./approved-list";
import { PendingList } from "./pending-list";
import { WhoIsOff } from "./who-is-off";
import { useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/**
 * Time Off: one's balances (composed by the route), the request form, the managers' pending queue and approved time off (to
 * cancel), one's own requests (to withdraw) and who is off.
 */
export function TimeOffPage({ balances }: { balances?: ReactNode }) {
  const { t } = useT();
  const { user, isManager } = useAuth();
  return (
    <div className="page">
      <h1>{t("timeoff.title")}</h1>
      {balances}
      <RequestForm userId={user?.id ?? ""} />
      {isManager && <PendingList />}
      {isManager && <ApprovedList />}
      <MyRequests />
      <WhoIsOff />
    </div>
  );
}

function canWithdraw(r: TimeOffItemFragment, today: string): boolean {
  return r.status === "PENDING" || (r.status === "APPROVED" && r.date > today);
}

function MyRequests() {
  const { t } = useT();
  const { data, loading, error } = useMyTimeOff();
  const [withdraw, { loading: withdrawing }] = useWithdrawTimeOff();
  const ask = useConfirm();
  const notice = useNotice();
  if (error) console.warn("Failed to fetch my PTO requests", error);
  const items = data?.myTimeOffRequests ?? [];
  const today = todayLocal();

  const takeBack = async (r: TimeOffItemFragment) => {
    if (!(await ask({ title: t("timeoff.mine.withdrawTitle", { when: timeOffLabel(r) }), action: t("timeoff.mine.withdraw") }))) return;
    try {
      await withdraw({ variables: { id: r.id } });
    } catch (err) {
      notice.failed(errorMessage(err, t("timeoff.mine.withdrawFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-mine-title">
      <h2 id="pto-mine-title">{t("timeoff.mine.title")}</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("timeoff.mine.none")}</p>
      ) : (
        <ul className="list">
          {items.map((r) => (
            <li key={r.id} className="list__item">
              <div>
                <strong>{timeOffLabel(r)}</strong>
                {r.days > 1 && <span className="muted"> {t("timeoff.mine.days", { count: r.days })}</span>}
                <div className="muted">{r.reason || t("timeoff.noReason")}</div>
                {r.decisionNote && <div className="muted">{t("timeoff.mine.managerNote", { note: r.decisionNote })}</div>}
              </div>
              <div className="btn-row">
                <span className={`status status--${r.status.toLowerCase()}`}>{t(STATUS_TEXT[r.status])}</span>
                {canWithdraw(r, today) && (
                  <button type="button" className="btn btn--small btn--secondary" disabled={withdrawing} onClick={() => void takeBack(r)}>
                    {t("timeoff.mine.withdraw")}<span className="visually-hidden"> {formatDate(r.date)}</span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
