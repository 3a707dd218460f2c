import { useId, useState } from "react";
import type { OpenShiftsPageQuery } from "@/gql/graphql";
import { todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { useOfferShift, usePostOpenShift } from "../api/open-shifts";
import { qualifiedThere, when } from "../utils/shift-text";
import { useT } from "../i18n";

type Named = { id: string; name: string };

/** A shift type as the post form fills from it. */
type TypeOption = NonNullable<OpenShiftsPageQuery["shiftTypes"]>[number];

/** What the post form reads of the open shifts page's data (for managers). */
type PostFormData = Pick<OpenShiftsPageQuery, "staff" | "personWorkplaces" | "shiftTypes" | "positions" | "locations">;

/**
 * A manager posts a shift with nobody on it, at a position and location (or made from a shift type,
 * which fills both and the times), open to anyone qualified there or to the qualified people ticked.
 */
export function PostForm({ data, onDone }: { data: PostFormData; onDone: (m: string) => void }) {
  const { staff = [], personWorkplaces: workplaces = [], shiftTypes = [], positions, locations } = data;
  const { t } = useT();
  const id = useId();
  const [date, setDate] = useState(todayLocal());
  const [times, setTimes] = useState({ start: "09:00", end: "17:00" });
  const [place, setPlace] = useState<Place>({ shiftTypeId: "", positionId: "", locationId: "" });
  const [eligible, setEligible] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [post, { loading }] = usePostOpenShift();
  const byUser = new Map(workplaces.map((w) => [w.userId, w]));
  const qualified = staff.filter((u) => qualifiedThere(byUser.get(u.id), place.positionId, place.locationId));
  // A shift type gives its times, position and location, as in the week editor; a location it lacks stays as chosen.
  const chooseType = (typeId: string) => {
    const st = shiftTypes.find((x) => x.id === typeId);
    if (st) setTimes({ start: st.startTime, end: st.endTime });
    setPlace((p) => ({
      shiftTypeId: typeId,
      positionId: st ? (st.positionId ?? "") : p.positionId,
      locationId: st?.locationId ?? p.locationId,
    }));
  };
  return (
    <form
      className="card"
      aria-label={t("openShifts.post.title")}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        const where = { shiftTypeId: place.shiftTypeId || null, positionId: place.positionId || null, locationId: place.locationId || null };
        const openTo = eligible.filter((u) => qualified.some((q) => q.id === u));
        post({ variables: { input: { date, startTime: times.start, endTime: times.end, eligibleUserIds: openTo, ...where } } })
          .then(() => {
            setEligible([]);
            onDone(t("openShifts.done.posted"));
          })
          .catch((err: unknown) => setError(errorMessage(err, t("openShifts.failed.post"))));
      }}
    >
      <h2>{t("openShifts.post.title")}</h2>
      <div className="form--inline">
        <TypeField shiftTypes={shiftTypes} value={place.shiftTypeId} onChange={chooseType} />
        <div className="field">
          <label htmlFor={`${id}-date`}>{t("openShifts.post.date")}</label>
          <input id={`${id}-date`} type="date" required min={todayLocal()} value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-start`}>{t("openShifts.post.start")}</label>
          <input id={`${id}-start`} type="time" required value={times.start} onChange={(e) => setTimes({ ...times, start: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t("openShifts.post.end")}</label>
          <input id={`${id}-end`} type="time" required value={times.end} onChange={(e) => setTimes({ ...times, end: e.target.value })} />
        </div>
      </div>
      <PlaceFields positions={positions} locations={locations} place={place} onChange={setPlace} />
      <PeopleFields people={qualified} eligible={eligible} onChange={setEligible} />
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

type Place = { shiftTypeId: string; positionId: string; locationId: string };

/** The shift type the open shift is made from, or none. */
function TypeField({ shiftTypes, value, onChange }: { shiftTypes: readonly TypeOption[]; value: string; onChange: (id: string) => void }) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t("openShifts.post.shiftType")}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("openShifts.post.noShiftType")}</option>
        {shiftTypes.map((st) => (
          <option key={st.id} value={st.id}>
            {st.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The open shift's position and location, each from the workplace's lists. With two or more
 * locations in use a location is required, as for every shift.
 */
function PlaceFields({ positions, locations, place, onChange }: { positions: Named[]; locations: Named[]; place: Place; onChange: (p: Place) => void }) {
  const { t } = useT();
  const id = useId();
  const needed = locations.length >= 2;
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
        <select
          id={`${id}-location`}
          required={needed}
          value={place.locationId}
          onChange={(e) => onChange({ ...place, locationId: e.target.value })}
        >
          <option value="" disabled={needed}>
            {needed ? t("openShifts.post.chooseLocation") : t("openShifts.post.noLocation")}
          </option>
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

/** The people qualified where the shift is, any of whom may be ticked as the only ones it is open to. */
function PeopleFields({ people, eligible, onChange }: { people: Named[]; eligible: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useT();
  return (
    <fieldset className="open-shift__people">
      <legend>{t("openShifts.post.openTo")}</legend>
      <p className="muted">{people.length === 0 ? t("openShifts.post.noneQualified") : t("openShifts.post.qualifiedOnly")}</p>
      {people.map((u) => (
        <label key={u.id} className="open-shift__person">
          <input
            type="checkbox"
            checked={eligible.includes(u.id)}
            onChange={(e) => onChange(e.target.checked ? [...eligible, u.id] : eligible.filter((x) => x !== u.id))}
          />{" "}
          {u.name}
        </label>
      ))}
    </fieldset>
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
