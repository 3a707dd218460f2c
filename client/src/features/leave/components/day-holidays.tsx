import type { DayHoliday } from "../api/holidays";
import { useT } from "../i18n";
import "./leave.css";

/** A day's public holidays, each named with the location that has it: the others work as usual. */
export function DayHolidays({ holidays }: { holidays?: readonly DayHoliday[] }) {
  const { t } = useT();
  if (!holidays?.length) return null;
  return (
    <>
      {holidays.map((h) => (
        <span key={h.locationId} className="holiday-tag">
          <span className="visually-hidden">{t("leave.holidays.tag")} </span>
          {h.name} · {h.location}
        </span>
      ))}
    </>
  );
}
