import { useId, useState } from "react";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useOfferShift, usePostOpenShift } from "../api/open-shifts";
import { when } from "../utils/shift-text";
import { useT } from "../i18n";

/** A manager posts a shift with nobody on it, open to anyone or to the people ticked. */
export function PostForm({ staff, onDone }: { staff: { id: string; name: string }[]; onDone: (m: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [date, setDate] = useState(todayLocal());
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("17:00");
  const [eligible, setEligible] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [post, { loading }] = usePostOpenShift();
  return (
    <form
      className="card"
      aria-label={t("openShifts.post.title")}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        post({ variables: { input: { date, startTime: start, endTime: end, eligibleUserIds: eligible } } })
          .then(() => {
            setEligible([]);
            onDone(t("openShifts.done.posted"));
          })
          .catch((err: unknown) => setError(errorMessage(err, t("openShifts.failed.post"))));
      }}
    >
      <h2>{t("openShifts.post.title")}</h2>
      <div className="form--inline">
        <div className="field">
          <label htmlFor={`${id}-date`}>{t("openShifts.post.date")}</label>
          <input id={`${id}-date`} type="date" required min={todayLocal()} value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("openShifts.post.start")}</label>
          <input id={`${id}-start`} type="time" required value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("openShifts.post.end")}</label>
          <input id={`${id}-end`} type="time" required value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
      </div>
      <fieldset className="open-shift__people">
        <legend>{t("openShifts.post.openTo")}</legend>
        {staff.map((u) => (
          <label key={u.id} className="open-shift__person">
            <input
              type="checkbox"
              checked={eligible.includes(u.id)}
              onChange={(e) => setEligible((l) => (e.target.checked ? [...l, u.id] : l.filter((x) => x !== u.id)))}
            />{" "}
            {u.name}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn" disabled={loading}>
        {t("openShifts.post.submit")}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** I offer one of my shifts (listed for 5 weeks from a date I choose) for a colleague to claim. */
export function OfferForm({
  shifts,
  from,
  onFrom,
  onDone,
  onError,
}: {
  shifts: { id: string; date: string; startTime: string; endTime: string }[];
  from: string;
  onFrom: (date: string) => void;
  onDone: (m: string) => void;
  onError: (m: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  const [choice, setChoice] = useState("");
  const [offer, { loading }] = useOfferShift();
  const chosen = shifts.some((s) => s.id === choice) ? choice : (shifts[0]?.id ?? "");
  return (
    <form
      className="card"
      aria-label={t("openShifts.offer.title")}
      onSubmit={(e) => {
        e.preventDefault();
        if (!chosen) return;
        offer({ variables: { shiftId: chosen } })
          .then(() => onDone(t("openShifts.done.offered")))
          .catch((err: unknown) => onError(errorMessage(err, t("openShifts.failed.offer"))));
      }}
    >
      <h2>{t("openShifts.offer.title")}</h2>
      <div className="field">
        <label htmlFor={`${id}-from`}>{t("openShifts.offer.from")}</label>
        <input id={`${id}-from`} type="date" min={todayLocal()} value={from} onChange={(e) => e.target.value && onFrom(e.target.value)} />
      </div>
      {shifts.length === 0 ? (
        <p className="muted">{t("openShifts.offer.none")}</p>
      ) : (
        <div className="form--inline">
          <div className="field">
            <label htmlFor={`${id}-shift`}>{t("openShifts.offer.shift")}</label>
            <select id={`${id}-shift`} value={chosen} onChange={(e) => setChoice(e.target.value)}>
              {shifts.map((s) => (
                <option key={s.id} value={s.id}>
                  {when(s)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={loading}>
            {t("openShifts.offer.submit")}
          </button>
        </div>
      )}
    </form>
  );
}
