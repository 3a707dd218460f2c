import { useState } from "react";
import type { ApprovedTimeOffAheadQuery } from "@/gql/graphql";
import { addDays, todayLocal } from "@/lib/dates";
import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useApprovedTimeOffAhead, useCancelTimeOff } from "../api/time-off";
import { timeOffLabel } from "@/lib/time-off";
import { useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/** Approved time off that has not ended, for managers to cancel with a note the employee sees. */
export function ApprovedList() {
  const { t } = useT();
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

  const cancelOne = async (r: ApprovedTimeOffAheadQuery["timeOff"][number]) => {
    const sure = await ask({
      title: t("timeoff.approved.cancelTitle", { name: r.userName, when: timeOffLabel(r) }),
      detail: t("timeoff.approved.cancelDetail"),
      action: t("timeoff.approved.cancel"),
      destructive: true,
    });
    if (!sure) return;
    try {
      await cancel({ variables: { id: r.id, note: notes[r.id]?.trim() || null } });
      setDone(t("timeoff.approved.cancelled", { name: r.userName, when: timeOffLabel(r) }));
    } catch (err) {
      notice.failed(errorMessage(err, t("timeoff.approved.failed")));
      void refetch(); // it may have been withdrawn or cancelled meanwhile
    }
  };

  return (
    <section className="card" aria-labelledby="pto-approved-title">
      <h2 id="pto-approved-title">{t("timeoff.approved.title")}</h2>
      <p role="status">{done}</p>
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("timeoff.approved.none")}</p>
      ) : (
        <ul className="list">
          {items.map((r) => {
            const who = t("timeoff.pending.who", { name: r.userName, date: formatDate(r.date) });
            return (
              <li key={r.id} className="list__item list__item--stack">
                <div>
                  <strong>{r.userName}</strong> &middot; {timeOffLabel(r)}
                  <div className="muted">{r.reason || t("timeoff.noReason")}</div>
                </div>
                <div className="field">
                  <label htmlFor={`pto-cancel-note-${r.id}`}>
                    {t("timeoff.note")}
                    <span className="visually-hidden"> {t("timeoff.approved.noteOn", { who })}</span> {t("timeoff.optional")}
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
                    {t("timeoff.approved.cancel")}<span className="visually-hidden"> {t("timeoff.approved.cancelHidden", { who })}</span>
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
