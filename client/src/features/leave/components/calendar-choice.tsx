import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useHolidayCountries, useSetHolidayCalendar } from "../api/leave";
import { useT } from "../i18n";

type Calendar = { country: string; region: string };

const key = (c: Calendar | null) => (c ? `${c.country}|${c.region}` : "");

/** The country and region (from the server's holiday library) whose holidays a location keeps, or none. */
export function CalendarChoice({ locationId, current }: { locationId: string; current: Calendar | null }) {
  const { t, language } = useT();
  const countries = useHolidayCountries().data?.holidayCountries ?? [];
  const [value, setValue] = useState(key(current));
  const [error, setError] = useState("");
  const [save, { loading }] = useSetHolidayCalendar();
  const notice = useNotice();
  const regionNames = new Intl.DisplayNames([language], { type: "region" });
  const label = (c: Calendar) => {
    const country = regionNames.of(c.country.toUpperCase()) ?? c.country;
    return c.region ? `${country} (${c.region.toUpperCase()})` : country;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const [country, region] = value ? value.split("|") : [null, null];
    try {
      await save({ variables: { locationId, country, region: region || null } });
      notice.done(t("leave.holidays.calendarSaved"));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <div className="form__row">
        <div className="field">
          <label htmlFor="holiday-calendar">{t("leave.holidays.calendar")}</label>
          <select id="holiday-calendar" value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">{t("leave.holidays.noCalendar")}</option>
            {countries.map((c) => (
              <option key={key(c)} value={key(c)}>
                {label(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          {t("leave.holidays.saveCalendar")}
        </button>
      </div>
    </form>
  );
}
