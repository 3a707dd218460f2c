import { useState } from "react";
import { useAuth } from "@/lib/auth";
import { daysInMonth, formatDate, formatMonthTitle, formatTimeRange, parseYmd, shiftMonth, todayLocal, ymd } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useWhoIsOff } from "../api/time-off";

/** A month of approved time off: names for managers; for staff their own and a count. */
export function WhoIsOff() {
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
      <h2 id="who-off-title">Who Is Off</h2>
      <div className="btn-row">
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setMonth(shiftMonth(month.year, month.month, -1))}>
          Previous month
        </button>
        <strong aria-live="polite">{title}</strong>
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setMonth(shiftMonth(month.year, month.month, 1))}>
          Next month
        </button>
      </div>
      {error && <p className="error">Error: {errorMessage(error, "Failed to fetch time off")}</p>}
      {!data && loading ? (
        <Loading />
      ) : days.length === 0 ? (
        <p className="muted">Nobody is off in {title}.</p>
      ) : (
        <ul className="list" aria-label={`Time off in ${title}`}>
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
                        d.requests.length > 0 ? "You are off" : "",
                        d.othersOff > 0 ? `${d.othersOff} ${d.othersOff === 1 ? "colleague" : "colleagues"} off` : "",
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
