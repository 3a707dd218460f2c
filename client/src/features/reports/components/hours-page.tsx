import { useState } from "react";
import type { HoursReportQuery } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { daysInMonth, formatShortDate, formatTimeRange, shiftMonth, todayLocal, ymd, parseYmd } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { downloadHoursCSV, useHoursReport } from "../api/hours";
import { useNotice } from "@/components/feedback";

type Report = HoursReportQuery["hoursReport"];
type TimeOff = Report["people"][number]["timeOff"][number];

function monthRange(year: number, month: number): [string, string] {
  return [ymd(year, month, 1), ymd(year, month, daysInMonth(year, month))];
}

/** Minutes as hours with two decimals, e.g. 450 as `7.50`. */
function hours(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

function monthLabel(key: string): string {
  const [y, m] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

function timeOffLabel(t: TimeOff): string {
  if (t.startTime && t.endTime) return `${formatShortDate(t.date)} ${formatTimeRange(t.startTime, t.endTime)}`;
  if (t.endDate !== t.date) return `${formatShortDate(t.date)} – ${formatShortDate(t.endDate)}`;
  return formatShortDate(t.date);
}

/** Hours: scheduled hours per person per week and month, time off beside; managers see everyone with totals. */
export function HoursPage() {
  const { isManager } = useAuth();
  const today = parseYmd(todayLocal());
  const [[from, to], setRange] = useState(() => monthRange(today.year, today.month));
  const { data, error, loading } = useHoursReport(from, to);
  const [downloading, setDownloading] = useState(false);
  const notice = useNotice();

  const setMonth = (delta: number) => {
    const { year, month } = shiftMonth(parseYmd(from).year, parseYmd(from).month, delta);
    setRange(monthRange(year, month));
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadHoursCSV(from, to);
    } catch (err) {
      notice.failed(err instanceof Error ? err.message : "The download failed.");
    } finally {
      setDownloading(false);
    }
  };
  const report = data?.hoursReport;

  return (
    <div className="page">
      <h1>{isManager ? "Scheduled Hours" : "My Hours"}</h1>
      <form className="form form--inline" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="hours-from">From</label>
          <input id="hours-from" type="date" value={from} onChange={(e) => e.target.value && setRange([e.target.value, to])} />
        </div>
        <div className="field">
          <label htmlFor="hours-to">To</label>
          <input id="hours-to" type="date" value={to} onChange={(e) => e.target.value && setRange([from, e.target.value])} />
        </div>
        <div>
          <button type="button" className="btn btn--small" onClick={() => setMonth(-1)}>
            Previous month
          </button>{" "}
          <button type="button" className="btn btn--small" onClick={() => setMonth(1)}>
            Next month
          </button>{" "}
          <button type="button" className="btn btn--small" disabled={downloading} onClick={() => void download()}>
            Download CSV
          </button>
        </div>
      </form>
      {error && <p role="alert">{errorMessage(error, "Failed to load the hours.")}</p>}
      {loading && !report && <p>Loading…</p>}
      {report && <HoursTable report={report} />}
      <p className="muted">
        Published shifts only, counted on the day they start, for their real length (overnight shifts and clock changes
        included). Approved time off is listed beside.
      </p>
    </div>
  );
}

function HoursTable({ report }: { report: Report }) {
  // Labour cost is a manager's column, shown when some shift has an hourly rate.
  const hasCost = report.people.some((p) => p.hours.labourCost != null);
  // What the time clock recorded, beside the schedule, once anyone clocked in.
  const hasActual = report.people.some((p) => p.actualMinutes > 0);
  const hasActualCost = report.people.some((p) => p.actualLabourCost != null);
  return (
    <div className="table-wrap" role="region" aria-label="Hours by person" tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">Scheduled hours per person</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Total</th>
            {hasActual && <th scope="col">Actual (time clock)</th>}
            {report.weeks.map((w) => (
              <th scope="col" key={w}>
                Week of {formatShortDate(w)}
              </th>
            ))}
            {report.months.map((m) => (
              <th scope="col" key={m}>
                {monthLabel(m)}
              </th>
            ))}
            <th scope="col">Time off</th>
            {report.positions.map((c) => (
              <th scope="col" key={`p${c.id}`}>
                As {c.name}
              </th>
            ))}
            {report.locations.map((c) => (
              <th scope="col" key={`l${c.id}`}>
                At {c.name}
              </th>
            ))}
            {hasCost && <th scope="col">Labour cost</th>}
            {hasActualCost && <th scope="col">Actual cost</th>}
          </tr>
        </thead>
        <tbody>
          {report.people.map((p) => (
            <tr key={p.userId}>
              <th scope="row">{p.name}</th>
              <td>{hours(p.hours.minutes)}</td>
              {hasActual && <td>{hours(p.actualMinutes)}</td>}
              {p.hours.weekMinutes.map((m, i) => (
                <td key={report.weeks[i]}>{hours(m)}</td>
              ))}
              {p.hours.monthMinutes.map((m, i) => (
                <td key={report.months[i]}>{hours(m)}</td>
              ))}
              <td>{p.timeOff.map(timeOffLabel).join("; ")}</td>
              <BreakdownCells report={report} line={p.hours} hasCost={hasCost} />
              {hasActualCost && <td>{p.actualLabourCost ?? ""}</td>}
            </tr>
          ))}
        </tbody>
        {report.totals && (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{hours(report.totals.minutes)}</td>
              {hasActual && <td />}
              {report.totals.weekMinutes.map((m, i) => (
                <td key={report.weeks[i]}>{hours(m)}</td>
              ))}
              {report.totals.monthMinutes.map((m, i) => (
                <td key={report.months[i]}>{hours(m)}</td>
              ))}
              <td />
              <BreakdownCells report={report} line={report.totals} hasCost={hasCost} />
              {hasActualCost && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

type Line = Report["people"][number]["hours"];

/** A line's hours per position and location, and its labour cost. */
function BreakdownCells({ report, line, hasCost }: { report: Report; line: Line; hasCost: boolean }) {
  return (
    <>
      {line.positionMinutes.map((m, i) => (
        <td key={`p${report.positions[i]?.id}`}>{hours(m)}</td>
      ))}
      {line.locationMinutes.map((m, i) => (
        <td key={`l${report.locations[i]?.id}`}>{hours(m)}</td>
      ))}
      {hasCost && <td>{line.labourCost ?? ""}</td>}
    </>
  );
}
