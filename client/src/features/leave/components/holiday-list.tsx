import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { formatDate } from "@/lib/i18n-format";
import { FormError, useNotice } from "@/components/feedback";
import { useSetPublicHoliday } from "../api/leave";
import { useT } from "../i18n";

type Holiday = { date: string; name: string; added: boolean };

/** A location's holidays with a button to remove each (the library's are removed, the workplace's own forgotten), and a form to add one. */
export function HolidayList({ locationId, holidays }: { locationId: string; holidays: readonly Holiday[] }) {
  const { t } = useT();
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [set, { loading }] = useSetPublicHoliday();
  const notice = useNotice();

  const change = async (variables: { date: string; name?: string; removed: boolean; clear?: boolean }, done: string) => {
    setError("");
    try {
      await set({ variables: { locationId, ...variables } });
      notice.done(done);
      return true;
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
      return false;
    }
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (await change({ date, name: name.trim(), removed: false }, t("leave.holidays.addedNotice", { name: name.trim() }))) setName("");
  };
  const remove = (h: Holiday) => void change(h.added ? { date: h.date, removed: false, clear: true } : { date: h.date, removed: true }, t("leave.holidays.removedNotice", { name: h.name }));

  return (
    <>
      <h3>{t("leave.holidays.days")}</h3>
      {holidays.length === 0 ? (
        <p className="muted">{t("leave.holidays.none")}</p>
      ) : (
        <ul className="list" aria-label={t("leave.holidays.days")}>
          {holidays.map((h) => (
            <li key={h.date} className="list__item">
              <span>
                <strong>{formatDate(h.date)}</strong> {h.name} {h.added && <span className="muted">({t("leave.holidays.own")})</span>}
              </span>
              <button type="button" className="btn btn--small btn--secondary" disabled={loading} onClick={() => remove(h)}>
                {t("leave.holidays.remove")}
                <span className="visually-hidden"> {h.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={add}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="holiday-date">{t("leave.holidays.date")}</label>
            <input id="holiday-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="holiday-name">{t("leave.holidays.name")}</label>
            <input id="holiday-name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn btn--small" disabled={loading}>
            {t("leave.holidays.add")}
          </button>
        </div>
      </form>
    </>
  );
}
