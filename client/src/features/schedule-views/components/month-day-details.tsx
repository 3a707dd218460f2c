import { formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { useDayShifts } from "../api/schedule-views";
import { MonthShiftEntry } from "./month-grid";
import { useT } from "../i18n";

/** Everyone's shifts on the opened day of the month calendar, loaded when it is opened. */
export function MonthDayDetails({ date, onClose }: { date: string; onClose: () => void }) {
  const { t } = useT();
  const { data, loading, error } = useDayShifts(date);
  const shifts = data?.shifts.filter((s) => s.date === date);
  const title = t("scheduleViews.shiftsOn", { date: formatDate(date) });
  return (
    <section id="month-day-details" className="month-day" aria-label={title}>
      <div className="month-day__head">
        <h3>{title}</h3>
        <button type="button" className="btn btn--small btn--secondary" onClick={onClose}>
          {t("scheduleViews.close")}
        </button>
      </div>
      {!shifts && loading && (
        <p className="loading" role="status">
          {t("scheduleViews.loadingShifts")}
        </p>
      )}
      {error && !shifts && (
        <p className="error" role="alert">
          {t("scheduleViews.error", { message: errorMessage(error, t("scheduleViews.dayFailed")) })}
        </p>
      )}
      {shifts && (
        <>
          <p>{t("scheduleViews.shiftCount", { count: shifts.length })}</p>
          <ul className="month-day__list">
            {shifts.map((s) => (
              <li key={s.id}>
                <MonthShiftEntry shift={s} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
