import { useState } from "react";
import type { LeaveLiabilityQuery } from "@/gql/graphql";
import { todayLocal } from "@/lib/dates";
import { formatMoney } from "@/lib/i18n-format";
import { useLeaveAmount } from "@/lib/leave";
import { Loading } from "@/components/loading";
import { saveLiabilityCsv, useLeaveLiability } from "../api/leave";
import { useT } from "../i18n";

type Liability = LeaveLiabilityQuery["leaveLiability"];

/**
 * Leave liability: outstanding paid leave on a day, in hours and money, per person and
 * per location, and the server's CSV of it. A location manager's report has only their
 * people (the server cuts it).
 */
export function LiabilityReport() {
  const { t } = useT();
  const [on, setOn] = useState(todayLocal);
  const { data, loading } = useLeaveLiability(on);
  const report = data?.leaveLiability;
  return (
    <section className="card" aria-labelledby="leave-liability-title">
      <h2 id="leave-liability-title">{t("leave.liability.title")}</h2>
      <div className="form__row">
        <div className="field">
          <label htmlFor="liability-on">{t("leave.liability.on")}</label>
          <input id="liability-on" type="date" value={on} onChange={(e) => setOn(e.target.value)} />
        </div>
      </div>
      {!report ? (
        loading && <Loading />
      ) : (
        <>
          <LiabilityLines report={report} />
          <LiabilityTotals report={report} />
          <p>
            <button type="button" className="btn btn--secondary" onClick={() => saveLiabilityCsv(report.csv, report.on)}>
              {t("leave.liability.download")}
            </button>
          </p>
          <p className="muted leave-mine__note">{t("leave.liability.note")}</p>
        </>
      )}
    </section>
  );
}

/** A value at the person's rate in the workplace's currency, or a dash where there is no rate. */
function Value({ value, currency }: { value: string | null | undefined; currency: string }) {
  const { t } = useT();
  return value == null ? <span aria-label={t("leave.liability.noRate")}>–</span> : <>{formatMoney(value, undefined, currency)}</>;
}

function LiabilityLines({ report }: { report: Liability }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  if (report.lines.length === 0) return <p className="muted">{t("leave.liability.none")}</p>;
  return (
    <div className="leave-table-wrap" role="region" aria-labelledby="liability-people-caption" tabIndex={0}>
      <table className="leave-table">
        <caption id="liability-people-caption">{t("leave.liability.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("leave.liability.person")}</th>
            <th scope="col">{t("leave.liability.location")}</th>
            <th scope="col">{t("leave.liability.type")}</th>
            <th scope="col">{t("leave.liability.balance")}</th>
            <th scope="col">{t("leave.liability.hours")}</th>
            <th scope="col">{t("leave.liability.value")}</th>
          </tr>
        </thead>
        <tbody>
          {report.lines.map((l) => (
            <tr key={`${l.userId}:${l.type.id}`}>
              <th scope="row">{l.name}</th>
              <td>{l.locationName || t("leave.liability.noLocation")}</td>
              <td>{l.type.name}</td>
              <td className="leave-num">{amount(l.balance, l.type.unit)}</td>
              <td className="leave-num">{amount(l.hours, "HOURS")}</td>
              <td className="leave-num">
                <Value value={l.value} currency={report.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LiabilityTotals({ report }: { report: Liability }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  if (report.locations.length === 0) return null;
  // A location none of whose lines has a rate has no value (the server's total is then 0).
  const priced = new Set(report.lines.filter((l) => l.value != null).map((l) => l.locationId ?? ""));
  return (
    <div className="leave-table-wrap" role="region" aria-labelledby="liability-totals-caption" tabIndex={0}>
      <table className="leave-table">
        <caption id="liability-totals-caption">{t("leave.liability.totals")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("leave.liability.location")}</th>
            <th scope="col">{t("leave.liability.hours")}</th>
            <th scope="col">{t("leave.liability.value")}</th>
          </tr>
        </thead>
        <tbody>
          {report.locations.map((l) => (
            <tr key={l.locationId ?? "none"}>
              <th scope="row">{l.locationName || t("leave.liability.noLocation")}</th>
              <td className="leave-num">{amount(l.hours, "HOURS")}</td>
              <td className="leave-num">
                <Value value={priced.has(l.locationId ?? "") ? l.value : null} currency={report.currency} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
