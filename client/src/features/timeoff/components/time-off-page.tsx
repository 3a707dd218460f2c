import { useState, type FormEvent } from "react";
import type { TimeOffItemFragment } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { todayLocal } from "@/lib/dates";
import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useMyTimeOff, useRequestTimeOff, useWithdrawTimeOff } from "../api/time-off";
import { timeOffLabel } from "@/lib/time-off";
import { STATUS_TEXT } from "../utils/labels";
import { ApprovedList } from "./approved-list";
import { PendingList } from "./pending-list";
import { WhoIsOff } from "./who-is-off";
import { FormError, useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/**
 * Time Off: the request form, the managers' pending queue and approved time off (to
 * cancel), one's own requests (to withdraw) and who is off.
 */
export function TimeOffPage() {
  const { t } = useT();
  const { isManager } = useAuth();
  return (
    <div className="page">
      <h1>{t("timeoff.title")}</h1>
      <RequestForm />
      {isManager && <PendingList />}
      {isManager && <ApprovedList />}
      <MyRequests />
      <WhoIsOff />
    </div>
  );
}

function RequestForm() {
  const { t } = useT();
  const [date, setDate] = useState(() => todayLocal());
  const [endDate, setEndDate] = useState("");
  const [partDay, setPartDay] = useState(false);
  const [startTime, setStartTime] = useState("09:00");
  const [endTime, setEndTime] = useState("13:00");
  const [reason, setReason] = useState("");
  const [requestTimeOff, { loading }] = useRequestTimeOff();
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    setError("");
    const input = partDay
      ? { date, startTime, endTime, reason: reason.trim() || null }
      : { date, endDate: endDate || date, reason: reason.trim() || null };
    try {
      await requestTimeOff({ variables: { input } });
      notice.done(t("timeoff.form.submitted"));
      setReason("");
    } catch (err) {
      setError(errorMessage(err, t("timeoff.form.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-form-title">
      <h2 id="pto-form-title">{t("timeoff.form.title")}</h2>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="pto-date">{partDay ? t("timeoff.form.date") : t("timeoff.form.firstDay")}</label>
            <input id="pto-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          {!partDay && (
            <div className="field">
              <label htmlFor="pto-end">{t("timeoff.form.lastDay")}</label>
              <input id="pto-end" type="date" min={date} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </div>
          )}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={partDay} onChange={(e) => setPartDay(e.target.checked)} /> {t("timeoff.form.partDay")}
        </label>
        {partDay && (
          <div className="form__row">
            <div className="field">
              <label htmlFor="pto-from">{t("timeoff.form.from")}</label>
              <input id="pto-from" type="time" required value={startTime} onChange={(e) => setStartTime(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="pto-to">{t("timeoff.form.to")}</label>
              <input id="pto-to" type="time" required value={endTime} onChange={(e) => setEndTime(e.target.value)} />
            </div>
          </div>
        )}
        <div className="field">
          <label htmlFor="pto-reason">{t("timeoff.form.reason")}</label>
          <textarea id="pto-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("timeoff.form.submit")}
          </button>
        </div>
      </form>
    </section>
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
