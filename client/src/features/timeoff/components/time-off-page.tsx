import { useState, type FormEvent } from "react";
import type { TimeOffDecision, TimeOffItemFragment, TimeOffStatus } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { formatDate, formatTimeRange, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useDecideTimeOff, useMyTimeOff, usePendingTimeOff, useRequestTimeOff, useWithdrawTimeOff } from "../api/time-off";
import { WhoIsOff } from "./who-is-off";

const STATUS_TEXT: Record<TimeOffStatus, string> = {
  PENDING: "pending",
  APPROVED: "approved",
  DENIED: "denied",
  WITHDRAWN: "withdrawn",
  CANCELLED: "cancelled",
};

/** What a request covers, e.g. `Fri, Dec 4, 2026`, `... to Mon, Dec 7, 2026` or with hours. */
export function timeOffLabel(r: Pick<TimeOffItemFragment, "date" | "endDate" | "startTime" | "endTime">): string {
  if (r.startTime && r.endTime) return `${formatDate(r.date)}, ${formatTimeRange(r.startTime, r.endTime)}`;
  if (r.endDate !== r.date) return `${formatDate(r.date)} to ${formatDate(r.endDate)}`;
  return formatDate(r.date);
}

/** Time Off: the request form, the managers' pending list, one's own requests and who is off. */
export function TimeOffPage() {
  const { isManager } = useAuth();
  return (
    <div className="page">
      <h1>Time Off</h1>
      <RequestForm />
      {isManager && <PendingList />}
      <MyRequests />
      <WhoIsOff />
    </div>
  );
}

function RequestForm() {
  const [date, setDate] = useState(() => todayLocal());
  const [endDate, setEndDate] = useState("");
  const [partDay, setPartDay] = useState(false);
  const [startTime, setStartTime] = useState("09:00");
  const [endTime, setEndTime] = useState("13:00");
  const [reason, setReason] = useState("");
  const [requestTimeOff, { loading }] = useRequestTimeOff();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    const input = partDay
      ? { date, startTime, endTime, reason: reason.trim() || null }
      : { date, endDate: endDate || date, reason: reason.trim() || null };
    try {
      await requestTimeOff({ variables: { input } });
      window.alert("PTO Request submitted!");
      setReason("");
    } catch (err) {
      window.alert(errorMessage(err, "Failed submit"));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-form-title">
      <h2 id="pto-form-title">Request Time Off</h2>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="pto-date">{partDay ? "Date" : "Date (first day)"}</label>
            <input id="pto-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          {!partDay && (
            <div className="field">
              <label htmlFor="pto-end">Last day (optional)</label>
              <input id="pto-end" type="date" min={date} value={endDate} onChange={(e) => setEndDate(e.target.value)} />
            </div>
          )}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={partDay} onChange={(e) => setPartDay(e.target.checked)} /> Part of the day only
        </label>
        {partDay && (
          <div className="form__row">
            <div className="field">
              <label htmlFor="pto-from">From</label>
              <input id="pto-from" type="time" required value={startTime} onChange={(e) => setStartTime(e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor="pto-to">To</label>
              <input id="pto-to" type="time" required value={endTime} onChange={(e) => setEndTime(e.target.value)} />
            </div>
          </div>
        )}
        <div className="field">
          <label htmlFor="pto-reason">Reason (optional)</label>
          <textarea id="pto-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <div>
          <button type="submit" className="btn" disabled={loading}>
            Submit Request
          </button>
        </div>
      </form>
    </section>
  );
}

type Outcome = { text: string; shifts: { id: string; date: string; startTime: string; endTime: string }[] };

function PendingList() {
  const { data, loading, error } = usePendingTimeOff(true);
  const [decide, { loading: responding }] = useDecideTimeOff();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (error) console.warn("Failed to fetch pending PTO requests", error);
  const items = data?.pendingTimeOffRequests ?? [];

  const answer = async (r: TimeOffItemFragment, decision: TimeOffDecision) => {
    try {
      const res = await decide({ variables: { id: r.id, decision, note: notes[r.id]?.trim() || null } });
      const d = res.data?.decideTimeOff;
      if (d) {
        const verb = decision === "APPROVE" ? "Approved" : "Denied";
        setOutcome({ text: `${verb}: ${r.userName}, ${timeOffLabel(r)}.`, shifts: decision === "APPROVE" ? d.shiftsInside : [] });
      }
    } catch (err) {
      window.alert(errorMessage(err, "Failed respond request"));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-pending-title">
      <h2 id="pto-pending-title">Pending PTO Requests</h2>
      {outcome && (
        <div className="notice" role="status" aria-label="Decision">
          <p>{outcome.text}</p>
          {outcome.shifts.length > 0 ? (
            <>
              <p>Published shifts inside this time off (fix the schedule; nothing was removed):</p>
              <ul aria-label="Shifts inside the time off">
                {outcome.shifts.map((s) => (
                  <li key={s.id}>
                    {formatDate(s.date)} {formatTimeRange(s.startTime, s.endTime)}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            outcome.text.startsWith("Approved") && <p>No published shifts fall inside this time off.</p>
          )}
        </div>
      )}
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">No pending requests.</p>
      ) : (
        <ul className="list">
          {items.map((r) => (
            <li key={r.id} className="list__item list__item--stack">
              <div>
                <strong>{r.userName}</strong> &middot; {timeOffLabel(r)}
                <div className="muted">{r.reason || "(No reason)"}</div>
              </div>
              <div className="field">
                <label htmlFor={`pto-note-${r.id}`}>
                  Note<span className="visually-hidden"> for {r.userName} on {formatDate(r.date)}</span> (optional)
                </label>
                <input
                  id={`pto-note-${r.id}`}
                  maxLength={500}
                  value={notes[r.id] ?? ""}
                  onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })}
                />
              </div>
              <div className="btn-row">
                <button type="button" className="btn btn--success btn--small" disabled={responding} onClick={() => void answer(r, "APPROVE")}>
                  Approve<span className="visually-hidden"> {r.userName} on {formatDate(r.date)}</span>
                </button>
                <button type="button" className="btn btn--danger btn--small" disabled={responding} onClick={() => void answer(r, "DENY")}>
                  Deny<span className="visually-hidden"> {r.userName} on {formatDate(r.date)}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function canWithdraw(r: TimeOffItemFragment, today: string): boolean {
  return r.status === "PENDING" || (r.status === "APPROVED" && r.date > today);
}

function MyRequests() {
  const { data, loading, error } = useMyTimeOff();
  const [withdraw, { loading: withdrawing }] = useWithdrawTimeOff();
  if (error) console.warn("Failed to fetch my PTO requests", error);
  const items = data?.myTimeOffRequests ?? [];
  const today = todayLocal();

  const takeBack = async (r: TimeOffItemFragment) => {
    if (!window.confirm(`Withdraw your request for ${timeOffLabel(r)}?`)) return;
    try {
      await withdraw({ variables: { id: r.id } });
    } catch (err) {
      window.alert(errorMessage(err, "Failed to withdraw"));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-mine-title">
      <h2 id="pto-mine-title">My Requests</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">You have not made any PTO requests.</p>
      ) : (
        <ul className="list">
          {items.map((r) => (
            <li key={r.id} className="list__item">
              <div>
                <strong>{timeOffLabel(r)}</strong>
                {r.days > 1 && <span className="muted"> ({r.days} days)</span>}
                <div className="muted">{r.reason || "(No reason)"}</div>
                {r.decisionNote && <div className="muted">Manager&apos;s note: {r.decisionNote}</div>}
              </div>
              <div className="btn-row">
                <span className={`status status--${r.status.toLowerCase()}`}>{STATUS_TEXT[r.status]}</span>
                {canWithdraw(r, today) && (
                  <button type="button" className="btn btn--small btn--secondary" disabled={withdrawing} onClick={() => void takeBack(r)}>
                    Withdraw<span className="visually-hidden"> {formatDate(r.date)}</span>
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
