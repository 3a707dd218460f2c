import { useState } from "react";
import type { TimeOffItemFragment } from "@/gql/graphql";
import { addDays, formatDate, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useApprovedTimeOffAhead, useCancelTimeOff } from "../api/time-off";
import { timeOffLabel } from "@/lib/time-off";
import { useConfirm, useNotice } from "@/components/feedback";

/** Approved time off that has not ended, for managers to cancel with a note the employee sees. */
export function ApprovedList() {
  const today = todayLocal();
  // The server answers at most 366 days; a request starts at most a year ahead in practice.
  const { data, loading, error, refetch } = useApprovedTimeOffAhead(today, addDays(today, 365), true);
  const [cancel, { loading: cancelling }] = useCancelTimeOff();
  const ask = useConfirm();
  const notice = useNotice();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [done, setDone] = useState("");
  if (error) console.warn("Failed to fetch approved time off", error);
  const items = (data?.timeOff ?? []).filter((r) => r.endDate >= today);

  const cancelOne = async (r: TimeOffItemFragment) => {
    const sure = await ask({
      title: `Cancel the approved time off of ${r.userName} (${timeOffLabel(r)})?`,
      detail: "They will be told.",
      action: "Cancel time off",
      destructive: true,
    });
    if (!sure) return;
    try {
      await cancel({ variables: { id: r.id, note: notes[r.id]?.trim() || null } });
      setDone(`Cancelled: ${r.userName}, ${timeOffLabel(r)}. ${r.userName} has been told.`);
    } catch (err) {
      notice.failed(errorMessage(err, "Failed to cancel"));
      void refetch(); // it may have been withdrawn or cancelled meanwhile
    }
  };

  return (
    <section className="card" aria-labelledby="pto-approved-title">
      <h2 id="pto-approved-title">Approved Time Off</h2>
      <p role="status">{done}</p>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">No approved time off ahead.</p>
      ) : (
        <ul className="list">
          {items.map((r) => {
            const who = `${r.userName} on ${formatDate(r.date)}`;
            return (
              <li key={r.id} className="list__item list__item--stack">
                <div>
                  <strong>{r.userName}</strong> &middot; {timeOffLabel(r)}
                  <div className="muted">{r.reason || "(No reason)"}</div>
                </div>
                <div className="field">
                  <label htmlFor={`pto-cancel-note-${r.id}`}>
                    Note<span className="visually-hidden"> on cancelling {who}</span> (optional)
                  </label>
                  <input
                    id={`pto-cancel-note-${r.id}`}
                    maxLength={500}
                    value={notes[r.id] ?? ""}
                    onChange={(e) => setNotes({ ...notes, [r.id]: e.target.value })}
                  />
                </div>
                <div className="btn-row">
                  <button type="button" className="btn btn--danger btn--small" disabled={cancelling} onClick={() => void cancelOne(r)}>
                    Cancel time off<span className="visually-hidden"> of {who}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
