import { useState } from "react";
import { todayLocal } from "@/lib/dates";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { useLocationHolidays } from "../api/leave";
import { CalendarChoice } from "./calendar-choice";
import { HolidayList } from "./holiday-list";
import { HolidayStaffing } from "./holiday-staffing";
import { RemovedHolidays } from "./removed-holidays";
import { SchoolCalendar } from "./school-calendar";
import { useT } from "../i18n";

/** A location's public holidays: the country and region they come from, this year's days, the workplace's additions and removals; and its school calendar. */
export function HolidaysSection() {
  const { t } = useT();
  const names = useWorkplaceNames();
  const locations = [...names.locations.values()].filter((l) => !l.archived);
  const [chosen, setChosen] = useState("");
  const locationId = chosen || locations[0]?.id || "";
  const year = todayLocal().slice(0, 4);
  const [from, to] = [`${year}-01-01`, `${Number(year) + 1}-12-31`];
  const { data } = useLocationHolidays(locationId, from, to);
  return (
    <section className="card" aria-labelledby="leave-holidays-title">
      <h2 id="leave-holidays-title">{t("leave.holidays.title")}</h2>
      <div className="field">
        <label htmlFor="holiday-location">{t("leave.holidays.location")}</label>
        <select id="holiday-location" value={locationId} onChange={(e) => setChosen(e.target.value)}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      {locationId && data && (
        <>
          <CalendarChoice key={locationId} locationId={locationId} current={data.holidayCalendar ?? null} />
          <HolidayList locationId={locationId} holidays={data.publicHolidays} />
          <HolidayStaffing locationId={locationId} />
          <RemovedHolidays locationId={locationId} removed={data.removedHolidays} />
          <SchoolCalendar locationId={locationId} />
        </>
      )}
    </section>
  );
}
