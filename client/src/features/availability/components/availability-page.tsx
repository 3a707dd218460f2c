import { useState, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import type { AvailabilityMode } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";
import { addDays, DAY_KEYS, todayLocal, weekDays, type DayKeyName } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { dayLabel, formatDate } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import {
  useAddUnavailableDate,
  useAvailability,
  useAvailabilityPeople,
  useRemoveUnavailableDate,
  useSetWeeklyAvailability,
} from "../api/availability";
import { FormError, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

type Window = { startTime: string; endTime: string };
type Day = { day: DayKeyName; mode: AvailabilityMode; windows: Window[] };

const MODES: AvailabilityMode[] = ["ALL_DAY", "UNAVAILABLE", "WINDOWS"];

/**
 * Availability: the weekly pattern and the one-off dates a person cannot work. Managers
 * pick whose (the address keeps it as ?user=, so the staff list can link here).
 */
export function AvailabilityPage({ beside }: { beside?: (who: { userId: string | null; whose: string | null }) => ReactNode }) {
  const { t } = useT();
  const today = todayLocal();
  const { user, isManager } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = isManager ? params.get("user") : null;
  const userId = asked && asked !== user?.id ? asked : null;
  const { data, loading, error } = useAvailability(today, addDays(today, 365), userId);
  const people = useAvailabilityPeople(isManager).data?.staff ?? [];
  const whose = userId ? (people.find((p) => p.id === userId)?.name ?? t("availability.thisPerson")) : null;
  // The forms start again from the saved state when another person is picked.
  const key = userId ?? "me";

  const pick = (id: string) => {
    const next = new URLSearchParams(params);
    if (id && id !== user?.id) next.set("user", id);
    else next.delete("user");
    setParams(next);
  };

  return (
    <div className="page">
      <h1>{t("availability.title")}</h1>
      {isManager && (
        <div className="field availability-person">
          <label htmlFor="avail-person">{t("availability.whose")}</label>
          <select id="avail-person" value={userId ?? user?.id ?? ""} onChange={(e) => pick(e.target.value)}>
            {user && <option value={user.id}>{t("availability.mine", { name: user.name })}</option>}
            {people
              .filter((p) => p.id !== user?.id)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </div>
      )}
      {whose && (
        <p className="muted" role="status">
          {t("availability.editing", { name: whose })}
        </p>
      )}
      {error && !data && <p className="error">{t("availability.error", { message: errorMessage(error, t("availability.loadFailed")) })}</p>}
      {!data && loading && <Loading />}
      {data && data.weeklyAvailability.userId === (userId ?? user?.id) && (
        <>
          <WeeklyForm key={`w-${key}`} days={data.weeklyAvailability.days} userId={userId} whose={whose} />
          <UnavailableDates key={`d-${key}`} dates={data.unavailableDates} today={today} userId={userId} whose={whose} />
        </>
      )}
      {beside?.({ userId, whose })}
    </div>
  );
}

type Whose = { userId: string | null; whose: string | null };

function WeeklyForm({ days: saved, userId, whose }: { days: Day[] } & Whose) {
  const { t } = useT();
  const [days, setDays] = useState<Day[]>(saved);
  // Shown from the workplace's first day; the pattern stays in its own (stored) order.
  const shownDays = weekDays(useWeekStartsOn());
  const [save, { loading }] = useSetWeeklyAvailability();
  const [status, setStatus] = useState("");
  const [error, setError] = useState("");
  // A new answer from the server (after saving, or another manager's change) replaces the form.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    setDays(saved);
  }

  const change = (i: number, d: Partial<Day>) => {
    setDays(days.map((x, j) => (j === i ? { ...x, ...d } : x)));
    setStatus("");
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({
        variables: {
          userId,
          days: days.map((d) => ({
            day: d.day,
            mode: d.mode,
            windows: d.mode === "WINDOWS" ? d.windows.map((w) => ({ startTime: w.startTime, endTime: w.endTime })) : [],
          })),
        },
      });
      setStatus(t("availability.weekly.saved"));
    } catch (err) {
      setStatus("");
      setError(errorMessage(err, t("availability.weekly.failed")));
    }
  };

  return (
    <section className="card" aria-labelledby="weekly-title">
      <h2 id="weekly-title">{whose ? t("availability.weekly.titleOf", { name: whose }) : t("availability.weekly.title")}</h2>
      <form className="form" onSubmit={submit}>
        {shownDays.map((key) => {
          const d = days.find((x) => x.day === key) ?? { day: key, mode: "ALL_DAY" as const, windows: [] };
          const idx = days.indexOf(d);
          return <DayFields key={key} day={d} onChange={(patch) => change(idx >= 0 ? idx : DAY_KEYS.indexOf(key), patch)} />;
        })}
        <p className="muted">{t("availability.weekly.overnight")}</p>
        <div className="btn-row">
          <button type="submit" className="btn" disabled={loading}>
            {t("availability.weekly.save")}
          </button>
          <span role="status">{status}</span>
        </div>
        <FormError text={error} />
      </form>
    </section>
  );
}

/** One day of the week: all day, unavailable, or up to six windows of hours. */
function DayFields({ day: d, onChange }: { day: Day; onChange: (patch: Partial<Day>) => void }) {
  const { t } = useT();
  const key = d.day;
  const label = dayLabel(key);
  const setWindow = (wi: number, patch: Partial<Day["windows"][number]>) =>
    onChange({ windows: d.windows.map((x, k) => (k === wi ? { ...x, ...patch } : x)) });
  return (
    <fieldset className="availability-day">
      <legend>{label}</legend>
      <div className="field">
        <label htmlFor={`avail-${key}`}>{t("availability.weekly.dayAvailability", { day: label })}</label>
        <select
          id={`avail-${key}`}
          value={d.mode}
          onChange={(e) => {
            const mode = e.target.value as AvailabilityMode;
            const windows = mode === "WINDOWS" && d.windows.length === 0 ? [{ startTime: "09:00", endTime: "17:00" }] : d.windows;
            onChange({ mode, windows });
          }}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`availability.mode.${m}`)}
            </option>
          ))}
        </select>
      </div>
      {d.mode === "WINDOWS" &&
        d.windows.map((w, wi) => (
          <div key={wi} className="availability-window">
            <div className="field">
              <label htmlFor={`avail-${key}-${wi}-from`}>
                {t("availability.weekly.windowFrom", { day: label, number: wi + 1 })}
              </label>
              <input id={`avail-${key}-${wi}-from`} type="time" required value={w.startTime} onChange={(e) => setWindow(wi, { startTime: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`avail-${key}-${wi}-to`}>
                {t("availability.weekly.windowTo", { day: label, number: wi + 1 })}
              </label>
              <input id={`avail-${key}-${wi}-to`} type="time" required value={w.endTime} onChange={(e) => setWindow(wi, { endTime: e.target.value })} />
            </div>
            {d.windows.length > 1 && (
              <button type="button" className="btn btn--small btn--secondary" onClick={() => onChange({ windows: d.windows.filter((_, k) => k !== wi) })}>
                {t("availability.weekly.remove")}
                <span className="visually-hidden"> {t("availability.weekly.windowHidden", { day: label, number: wi + 1 })}</span>
              </button>
            )}
          </div>
        ))}
      {d.mode === "WINDOWS" && d.windows.length < 6 && (
        <button
          type="button"
          className="btn btn--small btn--secondary"
          onClick={() => onChange({ windows: [...d.windows, { startTime: "18:00", endTime: "22:00" }] })}
        >
          {t("availability.weekly.addWindow")}<span className="visually-hidden"> {t("availability.weekly.addHidden", { day: label })}</span>
        </button>
      )}
    </fieldset>
  );
}

type DateItem = { id: string; date: string; note: string };

function UnavailableDates({ dates, today, userId, whose }: { dates: DateItem[]; today: string } & Whose) {
  const { t } = useT();
  const [date, setDate] = useState(today);
  const [note, setNote] = useState("");
  const [add, { loading }] = useAddUnavailableDate();
  const [remove] = useRemoveUnavailableDate();
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await add({ variables: { date, note: note.trim() || null, userId } });
      setNote("");
    } catch (err) {
      setError(errorMessage(err, t("availability.dates.addFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="dates-title">
      <h2 id="dates-title">{whose ? t("availability.dates.titleOf", { name: whose }) : t("availability.dates.title")}</h2>
      <form className="form" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="unavail-date">{t("availability.dates.date")}</label>
            <input id="unavail-date" type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="unavail-note">{t("availability.dates.note")}</label>
            <input id="unavail-note" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
        </div>
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("availability.dates.add")}
          </button>
        </div>
        <FormError text={error} />
      </form>
      {dates.length === 0 ? (
        <p className="muted">{t("availability.dates.none")}</p>
      ) : (
        <ul className="list" aria-label={whose ? t("availability.dates.of", { name: whose }) : t("availability.dates.mine")}>
          {dates.map((d) => (
            <li key={d.id} className="list__item">
              <span>
                <strong>{formatDate(d.date)}</strong> {d.note && <span className="muted">{d.note}</span>}
              </span>
              <button
                type="button"
                className="btn btn--small btn--secondary"
                onClick={() => void remove({ variables: { id: d.id } }).catch((err) => notice.failed(errorMessage(err, t("availability.dates.removeFailed"))))}
              >
                {t("availability.dates.remove")}<span className="visually-hidden"> {formatDate(d.date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
