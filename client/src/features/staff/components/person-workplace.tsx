// Manage Staff: where and as what one person works, and their hourly rates.
import { useId, useState, type FormEvent } from "react";
import type { LocationFieldsFragment, PersonWorkplaceFieldsFragment, PositionFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import type { WorkplaceNames } from "@/lib/workplace-names";
import i18next from "@/lib/i18n";
import { useLimitedManager } from "@/lib/reach";
import { useSetPersonWorkplace } from "../api/workplace";
import { useStaffT } from "../i18n";
import "./staff.css";

/** "Cook (primary), Cashier · Kitchen": a person's positions and locations in a line. */
export function workplaceSummary(w: PersonWorkplaceFieldsFragment | undefined, names: WorkplaceNames): string {
  if (!w) return "";
  const positions = w.positions.map((q) => {
    const name = names.positions.get(q.positionId)?.name ?? "";
    return q.primary && w.positions.length > 1 ? i18next.t("staff.workplace.primaryMark", { name }) : name;
  });
  const locations = w.locationIds.map((id) => names.locations.get(id)?.name ?? "");
  return [positions.join(", "), locations.join(", ")].filter(Boolean).join(" · ");
}

const cents = (c: number | null | undefined) => (c == null ? "" : (c / 100).toFixed(2));

/** Reads "25" or "25.50" as cents; null for empty; undefined for anything else. */
function parseRate(text: string): number | null | undefined {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return undefined;
  return Math.round(Number(t) * 100);
}

type Props = {
  name: string;
  userId: string;
  current: PersonWorkplaceFieldsFragment | undefined;
  names: WorkplaceNames;
  onDone: () => void;
};

/**
 * The form giving a person positions (one primary), locations and hourly rates; a manager
 * limited to some locations sees and sets no rates (the server keeps the person's own).
 */
export function PersonWorkplaceForm({ name, userId, current, names, onDone }: Props) {
  const id = useId();
  const [positions, setPositions] = useState(() => new Map((current?.positions ?? []).map((q) => [q.positionId, cents(q.hourlyRateCents)])));
  const [primary, setPrimary] = useState(current?.positions.find((q) => q.primary)?.positionId ?? "");
  const [locations, setLocations] = useState<string[]>([...(current?.locationIds ?? [])]);
  const [rate, setRate] = useState(cents(current?.hourlyRateCents));
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSetPersonWorkplace();
  const { t } = useStaffT();
  const rates = !useLimitedManager();
  // Archived ones show only where the person already has them.
  const shownPositions = [...names.positions.values()].filter((p) => !p.archived || positions.has(p.id));
  const shownLocations = [...names.locations.values()].filter((l) => !l.archived || locations.includes(l.id));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const own = parseRate(rate);
    const each = [...positions].map(([positionId, r]) => ({ positionId, rate: parseRate(r) }));
    if (own === undefined || each.some((q) => q.rate === undefined)) {
      setError(t("staff.workplace.badRate"));
      return;
    }
    setError(null);
    try {
      await save({
        variables: {
          input: {
            userId,
            positions: each.map((q) => ({ positionId: q.positionId, primary: q.positionId === primary, hourlyRateCents: q.rate })),
            locationIds: locations,
            hourlyRateCents: own,
          },
        },
      });
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("staff.workplace.failed", { name })));
    }
  };

  return (
    <form className="form staff__workplace" onSubmit={submit} aria-label={t("staff.workplace.formLabel", { name })}>
      <PositionsFieldset
        id={id}
        shown={shownPositions}
        positions={positions}
        setPositions={setPositions}
        primary={primary}
        setPrimary={setPrimary}
        rates={rates}
      />
      <LocationsFieldset shown={shownLocations} chosen={locations} setChosen={setLocations} />
      {rates && <RateField id={`${id}-rate`} rate={rate} setRate={setRate} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("staff.workplace.save")}<span className="visually-hidden"> {t("staff.workplace.saveOf", { name })}</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("shell.cancel")}
        </button>
      </div>
    </form>
  );
}

/** The person's own hourly rate. */
function RateField({ id, rate, setRate }: { id: string; rate: string; setRate: (r: string) => void }) {
  const { t } = useStaffT();
  return (
    <div className="field">
      <label htmlFor={id}>{t("staff.workplace.rate")}</label>
      <input id={id} className="staff__rate" inputMode="decimal" aria-describedby={`${id}-hint`} value={rate} onChange={(e) => setRate(e.target.value)} />
      <span id={`${id}-hint`} className="field__hint">{t("staff.workplace.rateHint")}</span>
    </div>
  );
}

type PositionsProps = {
  id: string;
  shown: PositionFieldsFragment[];
  /** The chosen positions, each with the rate written for it. */
  positions: Map<string, string>;
  setPositions: (p: Map<string, string>) => void;
  primary: string;
  setPrimary: (id: string) => void;
  /** Whether each position's rate is shown and set. */
  rates: boolean;
};

/** Each position: whether the person has it, whether it is their primary, their rate in it. */
function PositionsFieldset({ id, shown, positions, setPositions, primary, setPrimary, rates }: PositionsProps) {
  const { t } = useStaffT();
  const togglePosition = (pid: string) => {
    const next = new Map(positions);
    if (next.has(pid)) next.delete(pid);
    else next.set(pid, "");
    setPositions(next);
  };
  return (
  <fieldset className="field">
    <legend>{t("staff.workplace.positions")}</legend>
    {shown.length === 0 && <p className="muted">{t("staff.workplace.noPositions")}</p>}
    {shown.map((p) => (
      <div key={p.id} className="staff__position">
        <label className="checkbox">
          <input type="checkbox" checked={positions.has(p.id)} onChange={() => togglePosition(p.id)} /> {p.name}
        </label>
        {positions.has(p.id) && (
          <>
            <label className="checkbox">
              <input type="radio" name={`${id}-primary`} checked={primary === p.id} onChange={() => setPrimary(p.id)} />{" "}
              {t("staff.workplace.primary")}<span className="visually-hidden"> {t("staff.workplace.primaryOf", { name: p.name })}</span>
            </label>
            {rates && (
              <label>
                {t("staff.workplace.rateAs", { name: p.name })}{" "}
                <input
                  className="staff__rate"
                  inputMode="decimal"
                  value={positions.get(p.id)}
                  onChange={(e) => setPositions(new Map(positions).set(p.id, e.target.value))}
                />
              </label>
            )}
          </>
        )}
      </div>
    ))}
  </fieldset>
  );
}

type LocationsProps = { shown: LocationFieldsFragment[]; chosen: string[]; setChosen: (ids: string[]) => void };

function LocationsFieldset({ shown, chosen, setChosen }: LocationsProps) {
  const { t } = useStaffT();
  return (
    <fieldset className="field">
      <legend>{t("staff.workplace.locations")}</legend>
      {shown.map((l) => (
        <label key={l.id} className="checkbox">
          <input
            type="checkbox"
            checked={chosen.includes(l.id)}
            onChange={() => setChosen(chosen.includes(l.id) ? chosen.filter((x) => x !== l.id) : [...chosen, l.id])}
          />{" "}
          {l.name}
        </label>
      ))}
    </fieldset>
  );
}
