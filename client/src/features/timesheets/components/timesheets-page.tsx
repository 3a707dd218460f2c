import { useState, type FormEvent } from "react";
import type { TimesheetFieldsFragment, TimesheetFlag, TimesheetsQuery } from "@/gql/graphql";
import { addDays, todayLocal } from "@/lib/dates";
import { formatRange, formatShortDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice, usePrompt } from "@/components/feedback";
import {
  useApproveTimesheet,
  useCorrectTimeRecord,
  usePayrollDownload,
  useReopenTimesheet,
  useTimesheets,
} from "../api/timesheets";
import { clockTime as clock, twoDecimals, useT } from "../i18n";
import { TimesheetSettingsForm } from "./timesheet-settings";
import { LabourNotes, PeriodPremiums } from "./timesheet-labour";
import "./timesheets.css";

type Sheet = TimesheetFieldsFragment;
type Entry = Sheet["days"][number]["entries"][number];
type Period = TimesheetsQuery["timesheets"];

/** Minutes as hours with two decimals, e.g. 450 as `7.50`, as payroll reads them. */
export const hours = (minutes: number, language = "en") => twoDecimals(minutes / 60, language);
/** A decimal amount the server sends as text ("1234.50": pay can pass a GraphQL Int), as the reader writes numbers. */
const money = (amount: string, language: string) => twoDecimals(Number(amount), language);

/** Each flag's catalogue key. */
const FLAG_LABELS: Record<TimesheetFlag, string> = {
  NO_SHIFT: "timesheets.flags.noShift",
  FORGOTTEN_CLOCK_OUT: "timesheets.flags.forgottenClockOut",
  OFF_SITE: "timesheets.flags.offSite",
  OPEN: "timesheets.flags.open",
  LATE: "timesheets.flags.late",
  ABSENT: "timesheets.flags.absent",
  LEFT_EARLY: "timesheets.flags.leftEarly",
  MISSED_BREAK: "timesheets.flags.missedBreak",
  SHORT_BREAK: "timesheets.flags.shortBreak",
  LATE_BREAK: "timesheets.flags.lateBreak",
  BREAK_DEDUCTED: "timesheets.flags.breakDeducted",
  MINOR_EARLY_START: "timesheets.flags.minorEarlyStart",
  MINOR_LATE_END: "timesheets.flags.minorLateEnd",
};

/** The flags of a person's period, each once, in the order of FLAG_LABELS. */
function periodFlags(sheet: Sheet): TimesheetFlag[] {
  const seen = new Set(sheet.days.flatMap((d) => d.flags));
  return (Object.keys(FLAG_LABELS) as TimesheetFlag[]).filter((f) => seen.has(f));
}

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
  const { t } = useT();

  const downloadPayroll = async () => {
    if (!period) return;
    setBusy(true);
    try {
      const { rows, notApproved } = await download(period.start);
      notice.done(
        notApproved
          ? t("timesheets.payrollLeftOut", { count: rows, left: notApproved })
          : t("timesheets.payrollDownloaded", { count: rows }),
      );
    } catch (err) {
      notice.failed(errorMessage(err, t("timesheets.downloadFailed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page timesheets">
      <h1>{t("timesheets.title")}</h1>
      <div className="timesheets__bar">
        <button type="button" className="btn btn--small" onClick={() => period && setDate(addDays(period.start, -1))}>
          {t("timesheets.previous")}
        </button>
        <h2 className="timesheets__period">{period ? formatRange(period.start, period.end) : "…"}</h2>
        <button type="button" className="btn btn--small" onClick={() => period && setDate(addDays(period.end, 1))}>
          {t("timesheets.next")}
        </button>
        <button type="button" className="btn btn--small" disabled={busy || !period} onClick={() => void downloadPayroll()}>
          {t("timesheets.download")}
        </button>
      </div>
      {error && <p role="alert">{errorMessage(error, t("timesheets.loadFailed"))}</p>}
      {loading && !period && <p>{t("timesheets.loading")}</p>}
      {period && <PeriodSheets period={period} />}
      {period && <TimesheetSettingsForm settings={period.settings} />}
    </div>
  );
}

/** The period's one table: a row per person (records, worked, breaks, flags, approval), each opening onto their days. */
function PeriodSheets({ period }: { period: Period }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { t } = useT();
  if (period.timesheets.length === 0) return <p className="muted">{t("timesheets.nobody")}</p>;
  const approved = period.timesheets.filter((t) => t.approvedAt).length;
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <>
      <p className="muted">{t("timesheets.approvedOf", { approved, total: period.timesheets.length })}</p>
      <div className="table-wrap" role="region" aria-label={t("timesheets.periodTable")} tabIndex={0}>
        <table className="table timesheets__table">
          <thead>
            <tr>
              <th scope="col">{t("timesheets.col.person")}</th>
              <th scope="col">{t("timesheets.col.records")}</th>
              <th scope="col">{t("timesheets.col.worked")}</th>
              <th scope="col">{t("timesheets.col.breaks")}</th>
              <th scope="col">{t("timesheets.col.flags")}</th>
              <th scope="col">{t("timesheets.col.approval")}</th>
            </tr>
          </thead>
          {period.timesheets.map((sheet) => (
            <PersonRows key={sheet.userId} sheet={sheet} periodStart={period.start} open={open.has(sheet.userId)} onToggle={() => toggle(sheet.userId)} />
          ))}
        </table>
      </div>
    </>
  );
}

type PersonProps = { sheet: Sheet; periodStart: string; open: boolean; onToggle: () => void };

/** One person's row of the period's table and, when open, their days below it. */
function PersonRows({ sheet, periodStart, open, onToggle }: PersonProps) {
  const { t, language } = useT();
  const locked = Boolean(sheet.approvedAt);
  const headingId = `sheet-${sheet.userId}`;
  const records = sheet.days.reduce((n, d) => n + d.entries.length, 0);
  return (
    <tbody className="timesheets__person">
      <tr>
        <th scope="row">
          <button type="button" className="btn btn--small btn--light timesheets__toggle" aria-expanded={open} aria-controls={`${headingId}-days`} onClick={onToggle}>
            <span aria-hidden="true">{open ? "▾ " : "▸ "}</span>
            {sheet.name}
          </button>
        </th>
        <td>{records}</td>
        <td>{hours(sheet.totals.workedMinutes, language)}</td>
        <td>{hours(sheet.totals.breakMinutes, language)}</td>
        <td>{periodFlags(sheet).map((f) => t(FLAG_LABELS[f])).join(t("timesheets.listSeparator"))}</td>
        <td>
          <Approval sheet={sheet} periodStart={periodStart} />
        </td>
      </tr>
      {open && (
        <tr id={`${headingId}-days`}>
          <td colSpan={6}>
            <section className="timesheet" aria-labelledby={headingId}>
              <h3 id={headingId} className="timesheet__name">
                {sheet.name}
              </h3>
              <SheetTable sheet={sheet} locked={locked} />
            </section>
          </td>
        </tr>
      )}
    </tbody>
  );
}

/** A person's approval: Approve, or who approved it and Reopen. */
function Approval({ sheet, periodStart }: { sheet: Sheet; periodStart: string }) {
  const [approve, approving] = useApproveTimesheet();
  const [reopen] = useReopenTimesheet();
  const prompt = usePrompt();
  const notice = useNotice();
  const { t } = useT();
  const label = { name: sheet.name };

  const onApprove = async () => {
    try {
      await approve({ variables: { userId: sheet.userId, date: periodStart } });
      notice.done(t("timesheets.approved", label));
    } catch (err) {
      notice.failed(errorMessage(err, t("timesheets.approveFailed")));
    }
  };
  const onReopen = async () => {
    const reason = await prompt({
      title: t("timesheets.reopenTitle", label),
      detail: t("timesheets.reopenDetail"),
      action: t("timesheets.reopen"),
      input: { label: t("timesheets.reason"), value: "" },
    });
    if (reason === null) return;
    try {
      await reopen({ variables: { userId: sheet.userId, date: periodStart, reason } });
      notice.done(t("timesheets.reopened", label));
    } catch (err) {
      notice.failed(errorMessage(err, t("timesheets.reopenFailed")));
    }
  };

  if (!sheet.approvedAt) {
    return (
      <button type="button" className="btn btn--small" disabled={approving.loading} onClick={() => void onApprove()}>
        {t("timesheets.approve")}
      </button>
    );
  }
  return (
    <>
      <span className="timesheet__approved">{sheet.approvedBy ? t("timesheets.approvedBy", { name: sheet.approvedBy }) : t("timesheets.approvedState")}</span>{" "}
      <button type="button" className="btn btn--small" onClick={() => void onReopen()}>
        {t("timesheets.reopen")}
      </button>
    </>
  );
}

function SheetTable({ sheet, locked }: { sheet: Sheet; locked: boolean }) {
  const [editing, setEditing] = useState<string | null>(null);
  const { t, language } = useT();
  const h = (minutes: number) => hours(minutes, language);
  return (
    <div className="table-wrap" role="region" aria-label={t("timesheets.sheetOf", { name: sheet.name })} tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t("timesheets.col.day")}</th>
            <th scope="col">{t("timesheets.col.scheduled")}</th>
            <th scope="col">{t("timesheets.col.clocked")}</th>
            <th scope="col">{t("timesheets.col.breaks")}</th>
            <th scope="col">{t("timesheets.col.worked")}</th>
            <th scope="col">{t("timesheets.col.regular")}</th>
            <th scope="col">{t("timesheets.col.overtime")}</th>
            <th scope="col">{t("timesheets.col.flags")}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatShortDate(d.date)}</th>
              <td>{h(d.scheduledMinutes)}</td>
              <td>
                {d.entries.length === 0 && (
                  <span className="muted">{d.absentShifts > 0 ? t("timesheets.noShow") : t("timesheets.notClocked")}</span>
                )}
                {d.entries.map((e) => (
                  <EntryCell key={e.recordId} entry={e} locked={locked} editing={editing === e.recordId}
                    onEdit={(on) => setEditing(on ? e.recordId : null)} />
                ))}
              </td>
              <td>{h(d.breakMinutes)}</td>
              <td>{h(d.workedMinutes)}</td>
              <td>{h(d.regularMinutes)}</td>
              <td>{h(d.overtimeMinutes)}</td>
              <td>{d.flags.map((f) => t(FLAG_LABELS[f])).join(t("timesheets.listSeparator"))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("timesheets.total")}</th>
            <td>{h(sheet.totals.scheduledMinutes)}</td>
            <td>{sheet.grossPay != null && t("timesheets.grossPay", { amount: money(sheet.grossPay, language) })}</td>
            <td>{h(sheet.totals.breakMinutes)}</td>
            <td>{h(sheet.totals.workedMinutes)}</td>
            <td>{h(sheet.totals.regularMinutes)}</td>
            <td>{h(sheet.totals.overtimeMinutes)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <PeriodPremiums premiums={sheet.premiums} />
    </div>
  );
}

type EntryProps = { entry: Entry; locked: boolean; editing: boolean; onEdit: (on: boolean) => void };

function EntryCell({ entry, locked, editing, onEdit }: EntryProps) {
  const { t } = useT();
  const out = entry.clockOutAt ? clock(entry.clockOutAt) : t("timesheets.now");
  return (
    <div className="timesheet__entry">
      <span>{t("timesheets.range", { from: clock(entry.clockInAt), to: out })}</span>
      {entry.lateMinutes != null && (
        <>
          {" "}
          <span className="timesheet__flag">{t("timesheets.lateBy", { n: entry.lateMinutes })}</span>
        </>
      )}
      {entry.clockOutReason && (
        <span className="muted"> {t("timesheets.leftEarly", { reason: entry.clockOutReason })}</span>
      )}
      <LabourNotes notes={entry.labour} />
      {entry.correction && (
        <span className="muted">
          {" "}
          {t("timesheets.corrected", {
            reason: entry.correction.reason,
            from: clock(entry.originalClockInAt),
            to: entry.originalClockOutAt ? clock(entry.originalClockOutAt) : t("timesheets.open"),
          })}
        </span>
      )}{" "}
      {!locked && !editing && (
        <button type="button" className="btn btn--small btn--light" onClick={() => onEdit(true)}>
          {t("timesheets.correct")}
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
  const { t } = useT();
  const id = `fix-${entry.recordId}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErr("");
    if (!outAt) return setErr(t("timesheets.fix.needOut"));
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
      notice.done(t("timesheets.fix.done"));
      onDone();
    } catch (error) {
      setErr(errorMessage(error, t("timesheets.fix.failed")));
    }
  };

  return (
    <form className="form timesheet__fix" onSubmit={(e) => void submit(e)} aria-label={t("timesheets.fix.label")}>
      <div className="field">
        <label htmlFor={`${id}-in`}>{t("timesheets.fix.in")}</label>
        <input id={`${id}-in`} type="datetime-local" required value={inAt} onChange={(e) => setIn(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-out`}>{t("timesheets.fix.out")}</label>
        <input id={`${id}-out`} type="datetime-local" required value={outAt} onChange={(e) => setOut(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-breaks`}>{t("timesheets.fix.breaks")}</label>
        <input id={`${id}-breaks`} type="number" min={0} required value={breaks} onChange={(e) => setBreaks(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t("timesheets.reason")}</label>
        <input id={`${id}-reason`} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      {err && <FormError text={err} />}
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          {t("timesheets.fix.save")}
        </button>{" "}
        <button type="button" className="btn btn--small" onClick={onDone}>
          {t("timesheets.fix.cancel")}
        </button>
      </div>
    </form>
  );
}
