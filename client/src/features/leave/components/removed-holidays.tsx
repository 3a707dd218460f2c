import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/i18n-format";
import { useNotice } from "@/components/feedback";
import { useSetPublicHoliday } from "../api/leave";
import { useT } from "../i18n";

type Removed = { date: string; name: string; everyLocation: boolean };

/** The library's holidays a location works, each with a button that restores it (forgets the workplace's removal). */
export function RemovedHolidays({ locationId, removed }: { locationId: string; removed: readonly Removed[] }) {
  const { t } = useT();
  const [set, { loading }] = useSetPublicHoliday();
  const notice = useNotice();
  if (removed.length === 0) return null;

  const restore = async (h: Removed) => {
    try {
      // A removal for every location is undone for every location (managers of every location only).
      await set({ variables: { locationId: h.everyLocation ? null : locationId, date: h.date, removed: false, clear: true } });
      notice.done(t("leave.holidays.restore.done", { name: h.name }));
    } catch (err) {
      notice.failed(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <>
      <h3>{t("leave.holidays.restore.title")}</h3>
      <ul className="list" aria-label={t("leave.holidays.restore.title")}>
        {removed.map((h) => (
          <li key={h.date} className="list__item">
            <span>
              <strong>{formatDate(h.date)}</strong> {h.name}{" "}
              {h.everyLocation && <span className="muted">({t("leave.holidays.restore.everyLocation")})</span>}
            </span>
            <button type="button" className="btn btn--small btn--secondary" disabled={loading} onClick={() => void restore(h)}>
              {t("leave.holidays.restore.button")}
              <span className="visually-hidden"> {h.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
