import { useState, type FormEvent } from "react";
import type { TimeOffDecision, TimeOffStatus } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { formatDate, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useMyTimeOff, usePendingTimeOff, useRequestTimeOff, useRespondToTimeOff } from "../api/time-off";

const STATUS_TEXT: Record<TimeOffStatus, string> = {
  PENDING: "pending",
  APPROVED: "approved",
  DENIED: "denied",
};

/** Time Off: the request form, the managers' pending list and one's own requests. */
export function TimeOffPage() {
  const { isManager } = useAuth();
  return (
    <div className="page">
      <h1>Time Off</h1>
      <RequestForm />
      {isManager && <PendingList />}
      <MyRequests />
    </div>
  );
}

function RequestForm() {
  const [date, setDate] = useState(() => todayLocal());
  const [reason, setReason] = useState("");
  const [requestTimeOff, { loading }] = useRequestTimeOff();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!date) return;
    try {
      await requestTimeOff({ variables: { date, reason: reason.trim() || null } });
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
        <div className="field">
          <label htmlFor="pto-date">Date</label>
          <input id="pto-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="pto-reason">Reason (optional)</label>
          <textarea
            id="pto-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
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

function PendingList() {
  const { data, loading, error } = usePendingTimeOff(true);
  const [respond, { loading: responding }] = useRespondToTimeOff();
  if (error) console.warn("Failed to fetch pending PTO requests", error);
  const items = data?.pendingTimeOffRequests ?? [];

  const answer = async (id: string, decision: TimeOffDecision) => {
    try {
      await respond({ variables: { id, decision } });
    } catch (err) {
      window.alert(errorMessage(err, "Failed respond request"));
    }
  };

  return (
    <section className="card" aria-labelledby="pto-pending-title">
      <h2 id="pto-pending-title">Pending PTO Requests</h2>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">No pending requests.</p>
      ) : (
        <ul className="list">
          {items.map((r) => (
            <li key={r.id} className="list__item">
              <div>
                <strong>{r.userName}</strong> &middot; {formatDate(r.date)}
                <div className="muted">{r.reason || "(No reason)"}</div>
              </div>
              <div className="btn-row">
                <button
                  type="button"
                  className="btn btn--success btn--small"
                  disabled={responding}
                  onClick={() => void answer(r.id, "APPROVE")}
                >
                  Approve<span className="visually-hidden"> {r.userName} on {formatDate(r.date)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  disabled={responding}
                  onClick={() => void answer(r.id, "DENY")}
                >
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

function MyRequests() {
  const { data, loading, error } = useMyTimeOff();
  if (error) console.warn("Failed to fetch my PTO requests", error);
  const items = data?.myTimeOffRequests ?? [];
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
                <strong>{formatDate(r.date)}</strong>
                <div className="muted">{r.reason || "(No reason)"}</div>
              </div>
              <span className={`status status--${r.status.toLowerCase()}`}>{STATUS_TEXT[r.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
