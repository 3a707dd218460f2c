import { useState } from "react";
import { useAuth } from "@/lib/auth";
import { daysInMonth, parseYmd, shiftMonth, todayLocal, ymd } from "@/lib/dates";
import { formatDate, formatMonthTitle, formatTimeRange } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useWhoIsOff } from "../api/time-off";
import { useT } from "../i18n";

/** A month of approved time off: names for managers; for staff their own and a count. */
export function WhoIsOff() {
  const { t } = useT();
  const { isManager } = useAuth();
  const [month, setMonth] = useState(() => {
    const { year, month } = parseYmd(todayLocal());
    return { year, month };
  });
  const from = ymd(month.year, month.month, 1);
  const to = ymd(month.year, month.month, daysInMonth(month.year, month.month));
  const { data, loading, error } = useWhoIsOff(from, to);
  const days = (data?.whoIsOff ?? []).filter((d) => d.date >= from && d.date <= to && (d.requests.length > 0 || d.othersOff > 0));
  const title = formatMonthTitle(month.year, month.month);

  return (
    <section className="card" aria-labelledby="who-off-title">
      <h2 id="who-off-title">{t("timeoff.whoIsOff.title")}</h2>
      <div className="btn-row">
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setMonth(shiftMonth(month.year, month.month, -1))}>
          {t("timeoff.whoIsOff.previous")}
        </button>
        <strong aria-live="polite">{title}</strong>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setMonth(shiftMonth(month.year, month.month, 1))}>
          {t("timeoff.whoIsOff.next")}
        </button>
      </div>
      {error && <p className="error">{t("timeoff.whoIsOff.error", { message: errorMessage(error, t("timeoff.whoIsOff.failed")) })}</p>}
      {!data && loading ? (
        <Loading />
      ) : days.length === 0 ? (
        <p className="muted">{t("timeoff.whoIsOff.nobody", { month: title })}</p>
      ) : (
        <ul className="list" aria-label={t("timeoff.whoIsOff.list", { month: title })}>
          {days.map((d) => {
            return (
              <li key={d.date} className="list__item">
                <strong>{formatDate(d.date)}</strong>
                <span>
                  {isManager
                    ? d.requests
                        .map((r) => (r.startTime && r.endTime ? `${r.userName} (${formatTimeRange(r.startTime, r.endTime)})` : r.userName))
                        .join(", ")
                    : [
                        d.requests.length > 0 ? t("timeoff.whoIsOff.youAreOff") : "",
                        d.othersOff > 0 ? t("timeoff.whoIsOff.colleagues", { count: d.othersOff }) : "",
                      ]
                        .filter(Boolean)
                        .join("; ")}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
