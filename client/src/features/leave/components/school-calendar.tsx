import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { dayLabel, formatRange } from "@/lib/i18n-format";
import type { DayKeyName } from "@/lib/dates";
import { Loading } from "@/components/loading";
import { FormError, useNotice } from "@/components/feedback";
import { useAddSchoolHoliday, useRemoveSchoolHoliday, useSchoolCalendar, useSetSchoolWeekdays } from "../api/school";
import { useT } from "../i18n";

// ISO weekday (1 Monday .. 7 Sunday) to the app's day keys, for their names.
const ISO_DAYS: readonly [number, DayKeyName][] = [
  [1, "MONDAY"], [2, "TUESDAY"], [3, "WEDNESDAY"], [4, "THURSDAY"], [5, "FRIDAY"], [6, "SATURDAY"], [7, "SUNDAY"],
];

/** A location's school calendar, next to its public holidays: the weekdays with school and the school holidays, which the rules for minors read. */
export function SchoolCalendar({ locationId }: { locationId: string }) {
  const { t } = useT();
  const { data, loading, error } = useSchoolCalendar(locationId);
  const calendar = data?.schoolCalendar;
  return (
    <section aria-labelledby="school-calendar-title">
      <h3 id="school-calendar-title">{t("leave.school.title")}</h3>
      <p className="muted">{t("leave.school.note")}</p>
      {!calendar && loading && <Loading />}
      {!calendar && error && <FormError text={errorMessage(error, t("leave.school.loadFailed"))} />}
      {calendar && (
        <>
          <SchoolWeekdays key={`${locationId} ${calendar.weekdays.join()}`} locationId={locationId} weekdays={calendar.weekdays} />
          <SchoolHolidays locationId={locationId} holidays={calendar.holidays} />
        </>
      )}
    </section>
  );
}

function SchoolWeekdays({ locationId, weekdays }: { locationId: string; weekdays: readonly number[] }) {
  const { t } = useT();
  const [days, setDays] = useState<number[]>([...weekdays]);
  const [error, setError] = useState("");
  const [save, { loading }] = useSetSchoolWeekdays();
  const notice = useNotice();
  const toggle = (n: number) => setDays(days.includes(n) ? days.filter((d) => d !== n) : [...days, n].sort((a, b) => a - b));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({ variables: { locationId, weekdays: days } });
      notice.done(t("leave.school.weekdaysSaved"));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };
  return (
    <form className="form" onSubmit={submit}>
      <fieldset className="field leave-profile__days">
        <legend>{t("leave.school.weekdays")}</legend>
        {ISO_DAYS.map(([n, key]) => (
          <label key={n} className="checkbox">
            <input type="checkbox" checked={days.includes(n)} onChange={() => toggle(n)} /> {dayLabel(key)}
          </label>
        ))}
      </fieldset>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          {t("leave.school.saveWeekdays")}
        </button>
      </div>
    </form>
  );
}

type Holiday = { id: string; locationId: string | null; name: string; first: string; last: string };

function SchoolHolidays({ locationId, holidays }: { locationId: string; holidays: readonly Holiday[] }) {
  const { t } = useT();
  const [error, setError] = useState("");
  const [remove, { loading }] = useRemoveSchoolHoliday();
  const notice = useNotice();
  const drop = async (h: Holiday) => {
    setError("");
    try {
      await remove({ variables: { id: h.id } });
      notice.done(t("leave.school.removedNotice", { name: h.name }));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };
  return (
    <>
      <h4>{t("leave.school.holidays")}</h4>
      {holidays.length === 0 ? (
        <p className="muted">{t("leave.school.none")}</p>
      ) : (
        <ul className="list" aria-label={t("leave.school.holidays")}>
          {holidays.map((h) => (
            <li key={h.id} className="list__item">
              <span>
                <strong>{h.name}</strong> {formatRange(h.first, h.last)}{" "}
                {h.locationId === null && <span className="muted">({t("leave.school.everyLocation")})</span>}
              </span>
              <button type="button" className="btn btn--small btn--secondary" disabled={loading} onClick={() => void drop(h)}>
                {t("leave.school.remove")}
                <span className="visually-hidden"> {h.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormError text={error} />
      <SchoolHolidayForm locationId={locationId} />
    </>
  );
}

/** A new school holiday of the location, or of every location: its name and days (one day when the last is left empty). */
function SchoolHolidayForm({ locationId }: { locationId: string }) {
  const { t } = useT();
  const [name, setName] = useState("");
  const [first, setFirst] = useState("");
  const [last, setLast] = useState("");
  const [every, setEvery] = useState(false);
  const [error, setError] = useState("");
  const [add, { loading }] = useAddSchoolHoliday();
  const notice = useNotice();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await add({ variables: { locationId: every ? null : locationId, name: name.trim(), first, last: last || first } });
      notice.done(t("leave.school.addedNotice", { name: name.trim() }));
      setName("");
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };
  return (
    <form className="form" onSubmit={submit} aria-label={t("leave.school.addTitle")}>
      <div className="form__row">
        <div className="field">
          <label htmlFor="school-holiday-name">{t("leave.school.name")}</label>
          <input id="school-holiday-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="school-holiday-first">{t("leave.school.first")}</label>
          <input id="school-holiday-first" type="date" required value={first} onChange={(e) => setFirst(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="school-holiday-last">{t("leave.school.last")}</label>
          <input id="school-holiday-last" type="date" value={last} min={first || undefined} onChange={(e) => setLast(e.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="school-holiday-scope">{t("leave.school.appliesTo")}</label>
        <select id="school-holiday-scope" value={every ? "every" : "this"} onChange={(e) => setEvery(e.target.value === "every")}>
          <option value="this">{t("leave.school.thisLocation")}</option>
          <option value="every">{t("leave.school.forEveryLocation")}</option>
        </select>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          {t("leave.school.add")}
        </button>
      </div>
    </form>
  );
}
