import { useState } from "react";
import type { HoursReportQuery } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { daysInMonth, shiftMonth, todayLocal, ymd, parseYmd } from "@/lib/dates";
import { formatHours, formatMoney, formatShortDate, formatTimeRange } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { downloadHoursCSV, useHoursReport } from "../api/hours";
import { useNotice } from "@/components/feedback";
import { useT } from "../i18n";

export type Report = HoursReportQuery["hoursReport"];
type TimeOff = Report["people"][number]["timeOff"][number];

function monthRange(year: number, month: number): [string, string] {
  return [ymd(year, month, 1), ymd(year, month, daysInMonth(year, month))];
}

function monthLabel(key: string, language: string): string {
  const [y, m] = key.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString(language, { month: "short", year: "numeric", timeZone: "UTC" });
}

type T = ReturnType<typeof useT>["t"];

function timeOffLabel(t: T, off: TimeOff): string {
  if (off.startTime && off.endTime) return t("reports.timeOffHours", { date: formatShortDate(off.date), times: formatTimeRange(off.startTime, off.endTime) });
  if (off.endDate !== off.date) return t("reports.timeOffDays", { from: formatShortDate(off.date), to: formatShortDate(off.endDate) });
  return formatShortDate(off.date);
}

/** Hours: scheduled hours per person per week and month, time off beside; managers see everyone with totals. */
export function HoursPage() {
  const { isManager } = useAuth();
  const today = parseYmd(todayLocal());
  const [[from, to], setRange] = useState(() => monthRange(today.year, today.month));
  const { data, error, loading } = useHoursReport(from, to);
  const [downloading, setDownloading] = useState(false);
  const notice = useNotice();
  const { t } = useT();

  const setMonth = (delta: number) => {
    const { year, month } = shiftMonth(parseYmd(from).year, parseYmd(from).month, delta);
    setRange(monthRange(year, month));
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadHoursCSV(from, to);
    } catch (err) {
      notice.failed(err instanceof Error && err.message ? err.message : t("reports.downloadFailed"));
    } finally {
      setDownloading(false);
    }
  };
  const report = data?.hoursReport;

  return (
    <div className="page">
      <h1>{isManager ? t("reports.titleManager") : t("reports.title")}</h1>
      <form className="form form--inline" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="hours-from">{t("reports.from")}</label>
          <input id="hours-from" type="date" value={from} onChange={(e) => e.target.value && setRange([e.target.value, to])} />
        </div>
        <div className="field">
          <label htmlFor="hours-to">{t("reports.to")}</label>
          <input id="hours-to" type="date" value={to} onChange={(e) => e.target.value && setRange([from, e.target.value])} />
        </div>
        <div>
          <button type="button" className="btn btn--small" onClick={() => setMonth(-1)}>
            {t("reports.previous")}
          </button>{" "}
          <button type="button" className="btn btn--small" onClick={() => setMonth(1)}>
            {t("reports.next")}
          </button>{" "}
          <button type="button" className="btn btn--small" disabled={downloading} onClick={() => void download()}>
            {t("reports.download")}
          </button>
        </div>
      </form>
      {error && <p role="alert">{errorMessage(error, t("reports.loadFailed"))}</p>}
      {loading && !report && <p>{t("reports.loading")}</p>}
      {report && <HoursTable report={report} currency={data?.workplaceSettings.currency} />}
      <p className="muted">{t("reports.note")}</p>
    </div>
  );
}

/** The report as a table; money in currency (the workplace's) when given. */
export function HoursTable({ report, currency }: { report: Report; currency?: string }) {
  // Labour cost is a manager's column, shown when some shift has an hourly rate.
  const hasCost = report.people.some((p) => p.hours.labourCost != null);
  // What the time clock recorded, beside the schedule, once anyone clocked in.
  const hasActual = report.people.some((p) => p.actualMinutes > 0);
  const hasActualCost = report.people.some((p) => p.actualLabourCost != null);
  const { t, language } = useT();
  const h = (minutes: number) => formatHours(minutes, language);
  return (
    <div className="table-wrap" role="region" aria-label={t("reports.tableLabel")} tabIndex={0}>
      <table className="table">
        <caption className="visually-hidden">{t("reports.caption")}</caption>
        <HeadRow report={report} columns={{ hasActual, hasCost, hasActualCost }} />
        <tbody>
          {report.people.map((p) => (
            <tr key={p.userId}>
              <th scope="row">{p.name}</th>
              <td>{h(p.hours.minutes)}</td>
              {hasActual && <td>{h(p.actualMinutes)}</td>}
              {p.hours.weekMinutes.map((m, i) => (
                <td key={report.weeks[i]}>{h(m)}</td>
              ))}
              {p.hours.monthMinutes.map((m, i) => (
                <td key={report.months[i]}>{h(m)}</td>
              ))}
              <td>{p.timeOff.map((off) => timeOffLabel(t, off)).join(t("reports.timeOffSeparator"))}</td>
              <BreakdownCells report={report} line={p.hours} hasCost={hasCost} currency={currency} />
              {hasActualCost && <td>{p.actualLabourCost == null ? "" : formatMoney(p.actualLabourCost, language, currency)}</td>}
            </tr>
          ))}
        </tbody>
        {report.totals && (
          <tfoot>
            <tr>
              <th scope="row">{t("reports.total")}</th>
              <td>{h(report.totals.minutes)}</td>
              {hasActual && <td />}
              {report.totals.weekMinutes.map((m, i) => (
                <td key={report.weeks[i]}>{h(m)}</td>
              ))}
              {report.totals.monthMinutes.map((m, i) => (
                <td key={report.months[i]}>{h(m)}</td>
              ))}
              <td />
              <BreakdownCells report={report} line={report.totals} hasCost={hasCost} currency={currency} />
              {hasActualCost && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

type Columns = { hasActual: boolean; hasCost: boolean; hasActualCost: boolean };

/** The table's column headings: totals, each week and month, time off, each position and location, costs. */
function HeadRow({ report, columns: { hasActual, hasCost, hasActualCost } }: { report: Report; columns: Columns }) {
  const { t, language } = useT();
  return (
    <thead>
      <tr>
        <th scope="col">{t("reports.person")}</th>
        <th scope="col">{t("reports.total")}</th>
        {hasActual && <th scope="col">{t("reports.actual")}</th>}
        {report.weeks.map((w) => (
          <th scope="col" key={w}>
            {t("reports.weekOf", { date: formatShortDate(w) })}
          </th>
        ))}
        {report.months.map((m) => (
          <th scope="col" key={m}>
            {monthLabel(m, language)}
          </th>
        ))}
        <th scope="col">{t("reports.timeOff")}</th>
        {report.positionColumns.map((c) => (
          <th scope="col" key={`p${c.id}`}>
            {t("reports.asPosition", { name: c.name })}
          </th>
        ))}
        {report.locationColumns.map((c) => (
          <th scope="col" key={`l${c.id}`}>
            {t("reports.atLocation", { name: c.name })}
          </th>
        ))}
        {hasCost && <th scope="col">{t("reports.labourCost")}</th>}
        {hasActualCost && <th scope="col">{t("reports.actualCost")}</th>}
      </tr>
    </thead>
  );
}

type Line = Report["people"][number]["hours"];

/** A line's hours per position and location, and its labour cost. */
function BreakdownCells({ report, line, hasCost, currency }: { report: Report; line: Line; hasCost: boolean; currency?: string }) {
  const { language } = useT();
  const h = (minutes: number) => formatHours(minutes, language);
  return (
    <>
      {line.positionMinutes.map((m, i) => (
        <td key={`p${report.positionColumns[i]?.id}`}>{h(m)}</td>
      ))}
      {line.locationMinutes.map((m, i) => (
        <td key={`l${report.locationColumns[i]?.id}`}>{h(m)}</td>
      ))}
      {hasCost && <td>{line.labourCost == null ? "" : formatMoney(line.labourCost, language, currency)}</td>}
    </>
  );
}
