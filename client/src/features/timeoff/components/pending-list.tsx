import { useState } from "react";
import type { PendingTimeOffRequestsQuery, TimeOffDecision, TimeOffItemFragment } from "@/gql/graphql";
import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useDecideTimeOff, usePendingTimeOff } from "../api/time-off";
import { timeOffLabel } from "@/lib/time-off";
import { shiftLabel } from "../utils/labels";
import { useNotice } from "@/components/feedback";
import { useClashChoices } from "@/components/clash-dialog";
import { BalanceAfter } from "./balance-after";
import { useT } from "../i18n";

type Shift = { id: string; date: string; startTime: string; endTime: string };
type Outcome = { text: string; approved: boolean; shifts: Shift[] };

/** The managers' queue: each request with the published shifts inside it, a note, and the answer. */
export function PendingList() {
  const { t } = useT();
  const { data, loading, error, refetch } = usePendingTimeOff(true);
  const [decide, { loading: responding }] = useDecideTimeOff();
  const notice = useNotice();
  const { choose, dialog } = useClashChoices();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (error) console.warn("Failed to fetch pending PTO requests", error);
  const items = data?.pendingTimeOffRequests ?? [];

  const answer = async (r: TimeOffItemFragment, decision: TimeOffDecision) => {
    try {
      const shifts = decision === "APPROVE" ? await choose(r.id, r.userName) : [];
      if (shifts === null) return; // the manager cancelled
      const res = await decide({ variables: { id: r.id, decision, note: notes[r.id]?.trim() || null, shifts } });
      const d = res.data?.decideTimeOff;
      if (d) {
        const approved = decision === "APPROVE";
        const what = { name: r.userName, when: timeOffLabel(r) };
        setOutcome({
          text: approved ? t("timeoff.pending.approved", what) : t("timeoff.pending.denied", what),
          approved,
          shifts: approved ? d.shiftsInside : [],
        });
      }
    } catch (err) {
      notice.failed(errorMessage(err, t("timeoff.pending.failed")));
      void refetch(); // someone else may have decided first
    }
  };

  return (
    <section className="card" aria-labelledby="pto-pending-title">
      <h2 id="pto-pending-title">{t("timeoff.pending.title")}</h2>
      {dialog}
      {outcome && <OutcomeNotice outcome={outcome} />}
      {!data && loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <p className="muted">{t("timeoff.pending.none")}</p>
      ) : (
        <ul className="list">
          {items.map((r) => (
            <PendingItem
              key={r.id}
              request={r}
              note={notes[r.id] ?? ""}
              onNote={(note) => setNotes({ ...notes, [r.id]: note })}
              busy={responding}
              onAnswer={(decision) => void answer(r, decision)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the last decision did, and for an approval the published shifts kept inside it. */
function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const { t } = useT();
  return (
    <div className="notice" role="status" aria-label={t("timeoff.pending.decision")}>
      <p>{outcome.text}</p>
      {outcome.shifts.length > 0 ? (
        <>
          <p>{t("timeoff.pending.kept")}</p>
          <ul aria-label={t("timeoff.pending.keptList")}>
            {outcome.shifts.map((s) => (
              <li key={s.id}>{shiftLabel(s)}</li>
            ))}
          </ul>
        </>
      ) : (
        outcome.approved && <p>{t("timeoff.pending.noneKept")}</p>
      )}
    </div>
  );
}

type ItemProps = {
  request: PendingTimeOffRequestsQuery["pendingTimeOffRequests"][number];
  note: string;
  onNote: (note: string) => void;
  busy: boolean;
  onAnswer: (decision: TimeOffDecision) => void;
};

/** One pending request: who and when, the shifts inside it, a note, Approve and Deny. */
function PendingItem({ request: r, note, onNote, busy, onAnswer }: ItemProps) {
  const { t } = useT();
  const who = t("timeoff.pending.who", { name: r.userName, date: formatDate(r.date) });
  return (
    <li className="list__item list__item--stack">
      <div>
        <strong>{r.userName}</strong> &middot; {timeOffLabel(r)}
        <div className="muted">{r.reason || t("timeoff.noReason")}</div>
      </div>
      <BalanceAfter request={r} />
      {r.shiftsInside.length > 0 ? (
        <div className="pto-inside">
          <p>
            {t("timeoff.pending.inside", { count: r.shiftsInside.length })}
          </p>
          <ul aria-label={t("timeoff.pending.insideList", { who })}>
            {r.shiftsInside.map((s) => (
              <li key={s.id}>{shiftLabel(s)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted">{t("timeoff.pending.noneInside")}</p>
      )}
      <div className="field">
        <label htmlFor={`pto-note-${r.id}`}>
          {t("timeoff.note")}
          <span className="visually-hidden"> {t("timeoff.pending.noteFor", { who })}</span> {t("timeoff.optional")}
        </label>
        <input id={`pto-note-${r.id}`} maxLength={500} value={note} onChange={(e) => onNote(e.target.value)} />
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--success btn--small" disabled={busy} onClick={() => onAnswer("APPROVE")}>
          {t("timeoff.approve")}<span className="visually-hidden"> {who}</span>
        </button>
        <button type="button" className="btn btn--danger btn--small" disabled={busy} onClick={() => onAnswer("DENY")}>
          {t("timeoff.deny")}<span className="visually-hidden"> {who}</span>
        </button>
      </div>
    </li>
  );
}
