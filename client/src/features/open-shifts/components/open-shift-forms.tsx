import { useId, useState } from "react";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useOfferShift, usePostOpenShift } from "../api/open-shifts";
import { when } from "../utils/shift-text";
import { useT } from "../i18n";

type Named = { id: string; name: string };

/** A manager posts a shift with nobody on it, at a position and location, open to anyone or to the people ticked. */
export function PostForm({ staff, positions, locations, onDone }: { staff: Named[]; positions: Named[]; locations: Named[]; onDone: (m: string) => void }) {
  const { t } = useT();
  const id = useId();
  const [date, setDate] = useState(todayLocal());
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("17:00");
  const [place, setPlace] = useState<Place>({ positionId: "", locationId: "" });
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
        const where = { positionId: place.positionId || null, locationId: place.locationId || null };
        post({ variables: { input: { date, startTime: start, endTime: end, eligibleUserIds: eligible, ...where } } })
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
      <PlaceFields positions={positions} locations={locations} place={place} onChange={setPlace} />
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

type Place = { positionId: string; locationId: string };

/** The open shift's position and location, each from the workplace's lists or none. */
function PlaceFields({ positions, locations, place, onChange }: { positions: Named[]; locations: Named[]; place: Place; onChange: (p: Place) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="form--inline">
      <div className="field">
        <label htmlFor={`${id}-position`}>{t("openShifts.post.position")}</label>
        <select id={`${id}-position`} value={place.positionId} onChange={(e) => onChange({ ...place, positionId: e.target.value })}>
          <option value="">{t("openShifts.post.anyPosition")}</option>
          {positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>{t("openShifts.post.location")}</label>
        <select id={`${id}-location`} value={place.locationId} onChange={(e) => onChange({ ...place, locationId: e.target.value })}>
          <option value="">{t("openShifts.post.noLocation")}</option>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
    </div>
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
