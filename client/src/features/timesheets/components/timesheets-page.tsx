import { useState, type FormEvent } from "react";
import type { TimesheetFieldsFragment, TimesheetFlag, TimesheetsQuery } from "@/gql/graphql";
import { addDays, formatRange, formatShortDate, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice, usePrompt } from "@/components/feedback";
import {
  useApproveTimesheet,
  useCorrectTimeRecord,
  usePayrollDownload,
  useReopenTimesheet,
  useTimesheets,
} from "../api/timesheets";
import { TimesheetSettingsForm } from "./timesheet-settings";
import "./timesheets.css";

type Sheet = TimesheetFieldsFragment;
type Entry = Sheet["days"][number]["entries"][number];
type Period = TimesheetsQuery["timesheets"];

/** Minutes as hours with two decimals, e.g. 450 as `7.50`, as payroll reads them. */
export const hours = (minutes: number) => (minutes / 60).toFixed(2);
const money = (cents: number) => (cents / 100).toFixed(2);

const FLAG_LABELS: Record<TimesheetFlag, string> = {
  NO_SHIFT: "No shift",
  FORGOTTEN_CLOCK_OUT: "Forgotten clock-out",
  OFF_SITE: "Off site",
  OPEN: "On the clock",
};

const clock = (iso: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

/** The value a datetime-local input shows for an instant, in this browser's zone. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Timesheets: per pay period, each person's days, scheduled against actual, with corrections and approval. */
export function TimesheetsPage() {
  const [date, setDate] = useState(todayLocal);
  const { data, error, loading } = useTimesheets(date);
  const period = data?.timesheets;
  const download = usePayrollDownload();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);

  const downloadPayroll = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const { rows, notApproved } = await download(period.start);
      notice.done(
        `Payroll downloaded: ${rows} approved ${rows === 1 ? "timesheet" : "timesheets"}` +
          (notApproved ? `; ${notApproved} not approved yet and left out.` : "."),
      );
    } catch (err) {
      notice.failed(errorMessage(err, "The download failed."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page timesheets">
      <h1>Timesheets</h1>
      <div className="timesheets__bar">
        <button type="button" className="btn btn--small" onClick={() => period && setDate(addDays(period.start, -1))}>
          Previous period
        </button>
        <h2 className="timesheets__period">{period ? formatRange(period.start, period.end) : "…"}</h2>
        <button type="button" className="btn btn--small" onClick={() => period && setDate(addDays(period.end, 1))}>
          Next period
        </button>
        <button type="button" className="btn btn--small" disabled={busy || !period} onClick={() => void downloadPayroll()}>
          Download payroll CSV
        </button>
      </div>
      {error && <p role="alert">{errorMessage(error, "Failed to load the timesheets.")}</p>}
      {loading && !period && <p>Loading…</p>}
      {period && <PeriodSheets period={period} />}
      {period && <TimesheetSettingsForm settings={period.settings} />}
    </div>
  );
}

function PeriodSheets({ period }: { period: Period }) {
  if (period.timesheets.length === 0) return <p className="muted">Nobody has a shift or a time record in this pay period.</p>;
  const approved = period.timesheets.filter((t) => t.approvedAt).length;
  return (
    <>
      <p className="muted">
        {approved} of {period.timesheets.length} approved. Payroll exports the approved ones.
      </p>
      {period.timesheets.map((t) => (
        <PersonSheet key={t.userId} sheet={t} periodStart={period.start} />
      ))}
    </>
  );
}

function PersonSheet({ sheet, periodStart }: { sheet: Sheet; periodStart: string }) {
  const [approve, approving] = useApproveTimesheet();
  const [reopen] = useReopenTimesheet();
  const prompt = usePrompt();
  const notice = useNotice();
  const locked = Boolean(sheet.approvedAt);
  const headingId = `sheet-${sheet.userId}`;

  const onApprove = async () => {
    try {
      await approve({ variables: { userId: sheet.userId, date: periodStart } });
      notice.done(`Approved the timesheet of ${sheet.name}.`);
    } catch (err) {
      notice.failed(errorMessage(err, "The timesheet could not be approved."));
    }
  };
  const onReopen = async () => {
    const reason = await prompt({
      title: `Reopen the timesheet of ${sheet.name}?`,
      detail: "It can be corrected again, and must be approved again for payroll.",
      action: "Reopen",
      input: { label: "Reason", value: "" },
    });
    if (reason === null) return;
    try {
      await reopen({ variables: { userId: sheet.userId, date: periodStart, reason } });
      notice.done(`Reopened the timesheet of ${sheet.name}.`);
    } catch (err) {
      notice.failed(errorMessage(err, "The timesheet could not be reopened."));
    }
  };

  return (
    <section className="timesheet" aria-labelledby={headingId}>
      <div className="timesheet__head">
        <h3 id={headingId}>{sheet.name}</h3>
        {locked ? (
          <>
            <span className="timesheet__approved">Approved{sheet.approvedBy ? ` by ${sheet.approvedBy}` : ""}</span>
            <button type="button" className="btn btn--small" onClick={() => void onReopen()}>
              Reopen
            </button>
          </>
        ) : (
          <button type="button" className="btn btn--small" disabled={approving.loading} onClick={() => void onApprove()}>
            Approve
          </button>
        )}
      </div>
      <SheetTable sheet={sheet} locked={locked} />
    </section>
  );
}

function SheetTable({ sheet, locked }: { sheet: Sheet; locked: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="table-wrap" role="region" aria-label={`Timesheet of ${sheet.name}`} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Scheduled</th>
            <th scope="col">Clocked</th>
            <th scope="col">Breaks</th>
            <th scope="col">Worked</th>
            <th scope="col">Regular</th>
            <th scope="col">Overtime</th>
            <th scope="col">Flags</th>
          </tr>
        </thead>
        <tbody>
          {sheet.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatShortDate(d.date)}</th>
              <td>{hours(d.scheduledMinutes)}</td>
              <td>
                {d.entries.length === 0 && <span className="muted">Not clocked</span>}
                {d.entries.map((e) => (
                  <EntryCell key={e.recordId} entry={e} locked={locked} editing={editing === e.recordId}
                    onEdit={(on) => setEditing(on ? e.recordId : null)} />
                ))}
              </td>
              <td>{hours(d.breakMinutes)}</td>
              <td>{hours(d.workedMinutes)}</td>
              <td>{hours(d.regularMinutes)}</td>
              <td>{hours(d.overtimeMinutes)}</td>
              <td>{d.flags.map((f) => FLAG_LABELS[f]).join(", ")}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{hours(sheet.totals.scheduledMinutes)}</td>
            <td>{sheet.grossPayCents != null && `Gross pay ${money(sheet.grossPayCents)}`}</td>
            <td>{hours(sheet.totals.breakMinutes)}</td>
            <td>{hours(sheet.totals.workedMinutes)}</td>
            <td>{hours(sheet.totals.regularMinutes)}</td>
            <td>{hours(sheet.totals.overtimeMinutes)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

type EntryProps = { entry: Entry; locked: boolean; editing: boolean; onEdit: (on: boolean) => void };

function EntryCell({ entry, locked, editing, onEdit }: EntryProps) {
  const out = entry.clockOutAt ? clock(entry.clockOutAt) : "now";
  return (
    <div className="timesheet__entry">
      <span>
        {clock(entry.clockInAt)}–{out}
      </span>
      {entry.correction && (
        <span className="muted">
          {" "}
          (corrected: {entry.correction.reason}; the clock said {clock(entry.originalClockInAt)}–
          {entry.originalClockOutAt ? clock(entry.originalClockOutAt) : "open"})
        </span>
      )}{" "}
      {!locked && !editing && (
        <button type="button" className="btn btn--small btn--light" onClick={() => onEdit(true)}>
          Correct
        </button>
      )}
      {editing && <CorrectionForm entry={entry} onDone={() => onEdit(false)} />}
    </div>
  );
}

function CorrectionForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const [inAt, setIn] = useState(localInput(entry.clockInAt));
  const [outAt, setOut] = useState(entry.clockOutAt ? localInput(entry.clockOutAt) : "");
  const [breaks, setBreaks] = useState(String(entry.breakMinutes));
  const [reason, setReason] = useState("");
  const [err, setErr] = useState("");
  const [correct, { loading }] = useCorrectTimeRecord();
  const notice = useNotice();
  const id = `fix-${entry.recordId}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErr("");
    if (!outAt) return setErr("Enter the clock-out time.");
    try {
      await correct({
        variables: {
          recordId: entry.recordId,
          input: {
            clockInAt: new Date(inAt).toISOString(),
            clockOutAt: new Date(outAt).toISOString(),
            breakMinutes: Number(breaks) || 0,
            reason,
          },
        },
      });
      notice.done("The entry is corrected; the clock's record is kept.");
      onDone();
    } catch (error) {
      setErr(errorMessage(error, "The entry could not be corrected."));
    }
  };

  return (
    <form className="form timesheet__fix" onSubmit={(e) => void submit(e)} aria-label="Correct the entry">
      <div className="field">
        <label htmlFor={`${id}-in`}>Clock in</label>
        <input id={`${id}-in`} type="datetime-local" required value={inAt} onChange={(e) => setIn(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-out`}>Clock out</label>
        <input id={`${id}-out`} type="datetime-local" required value={outAt} onChange={(e) => setOut(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-breaks`}>Break minutes</label>
        <input id={`${id}-breaks`} type="number" min={0} required value={breaks} onChange={(e) => setBreaks(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {err && <FormError text={err} />}
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          Save correction
        </button>{" "}
        <button type="button" className="btn btn--small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
