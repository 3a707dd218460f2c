import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { TextField } from "@/components/form-fields";
import type { ClockLocationSettingsQuery } from "@/gql/graphql";
import {
  useClockLocationSettings,
  useClockLocations,
  useSetClockRule,
  useSetLabourBudget,
  useSetTimeClockSettings,
  useTimeClockSettings,
} from "../api/clock-board";

/** Managers' time clock settings, below their own clock: the workplace's clock times, and per location where clocking in counts as on site and its weekly labour budget. */
export function ClockSettings() {
  const locations = useClockLocations().data?.locations ?? [];
  const [chosen, setChosen] = useState("");
  const locationId = chosen || locations[0]?.id || "";
  return (
    <section aria-labelledby="clock-settings-title">
      <h2 id="clock-settings-title">Time clock settings</h2>
      <WorkplaceClockForm />
      <section className="card" aria-labelledby="clock-location-title">
        <h3 id="clock-location-title">Per location</h3>
        {locations.length === 0 && <p>Add a location under Workplace first.</p>}
        {locations.length > 0 && (
          <div className="field">
            <label htmlFor="clock-location">Location</label>
            <select id="clock-location" value={locationId} onChange={(e) => setChosen(e.target.value)}>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {locationId && <LocationForms key={locationId} locationId={locationId} />}
      </section>
    </section>
  );
}

const asInt = (s: string) => (s.trim() === "" ? NaN : Number(s));

type ClockTimes = { clockInEarlyMinutes: number; forgottenClockOutHours: number; lateAfterMinutes: number };

function WorkplaceClockForm() {
  const s = useTimeClockSettings().data?.timeClockSettings;
  return s ? <ClockTimesForm s={s} /> : <p>Loading…</p>;
}

function ClockTimesForm({ s }: { s: ClockTimes }) {
  const [save, { loading }] = useSetTimeClockSettings();
  const notice = useNotice();
  const [early, setEarly] = useState(String(s.clockInEarlyMinutes));
  const [forgotten, setForgotten] = useState(String(s.forgottenClockOutHours));
  const [late, setLate] = useState(String(s.lateAfterMinutes));
  const [error, setError] = useState("");
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({
        variables: { input: { clockInEarlyMinutes: asInt(early), forgottenClockOutHours: asInt(forgotten), lateAfterMinutes: asInt(late) } },
      });
      notice.done("Saved the time clock settings.");
    } catch (err) {
      setError(errorMessage(err, "Failed to save the time clock settings"));
    }
  };
  return (
    <section className="card" aria-labelledby="clock-times-title">
      <h3 id="clock-times-title">Clock times</h3>
      <form className="form" onSubmit={submit}>
        <TextField label="Clocking in opens (minutes before a shift)" type="number" min={0} max={240} required value={early} onChange={setEarly} />
        <TextField label="Late after (minutes after a shift starts)" type="number" min={1} max={240} required value={late} onChange={setLate} />
        <TextField
          label="Close a forgotten clock-out after (hours)"
          type="number"
          min={1}
          max={48}
          required
          value={forgotten}
          onChange={setForgotten}
          hint="A record still open this long after its shift ended is closed at the shift's end and flagged."
        />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            Save Clock Times
          </button>
        </div>
      </form>
    </section>
  );
}

type LocationSettings = ClockLocationSettingsQuery;

function LocationForms({ locationId }: { locationId: string }) {
  const { data } = useClockLocationSettings(locationId);
  if (!data) return <p>Loading…</p>;
  return (
    <>
      <OnSiteForm locationId={locationId} settings={data} />
      <BudgetForm locationId={locationId} settings={data} />
    </>
  );
}

const numOrNull = (s: string) => (s.trim() === "" ? null : Number(s));

function OnSiteForm({ locationId, settings }: { locationId: string; settings: LocationSettings }) {
  const rule = settings.clockRule;
  const [lat, setLat] = useState(rule?.latitude?.toString() ?? "");
  const [lon, setLon] = useState(rule?.longitude?.toString() ?? "");
  const [radius, setRadius] = useState(rule?.radiusMetres?.toString() ?? "");
  const [networks, setNetworks] = useState((rule?.networks ?? []).join("\n"));
  const [error, setError] = useState("");
  const [save, { loading }] = useSetClockRule();
  const notice = useNotice();
  const send = async (remove: boolean) => {
    setError("");
    const nets = networks.split(/[\s,]+/).filter(Boolean);
    const radiusMetres = numOrNull(radius);
    const rule = remove ? null : { latitude: numOrNull(lat), longitude: numOrNull(lon), radiusMetres, networks: nets };
    try {
      await save({ variables: { locationId, rule } });
      notice.done(remove ? "Clocking in here is allowed anywhere now." : "Saved where clocking in counts as on site.");
    } catch (err) {
      setError(errorMessage(err, "Failed to save the on-site rule"));
    }
  };
  const useHere = () =>
    navigator.geolocation?.getCurrentPosition(
      (p) => {
        setLat(p.coords.latitude.toFixed(6));
        setLon(p.coords.longitude.toFixed(6));
      },
      () => setError("This device did not tell where it is: allow location access, or type the position."),
    );
  return (
    <form
      className="form"
      aria-labelledby="on-site-title"
      onSubmit={(e) => {
        e.preventDefault();
        void send(false);
      }}
    >
      <h4 id="on-site-title">On site</h4>
      <p className="muted">
        {rule ? "Clocking in here must happen on site: within the radius of the position, or from one of the network addresses." : "Clocking in here is allowed anywhere."}
      </p>
      <TextField label="Latitude" inputMode="decimal" value={lat} onChange={setLat} />
      <TextField label="Longitude" inputMode="decimal" value={lon} onChange={setLon} />
      <TextField label="Radius (metres)" type="number" min={10} max={100000} value={radius} onChange={setRadius} hint="10 to 100,000 metres." />
      <div>
        <button type="button" className="btn btn--small btn--light" onClick={useHere}>
          Use This Device&apos;s Position
        </button>
      </div>
      <div className="field">
        <label htmlFor="on-site-networks">Network addresses</label>
        <textarea id="on-site-networks" rows={3} value={networks} onChange={(e) => setNetworks(e.target.value)} aria-describedby="on-site-networks-hint" />
        <span id="on-site-networks-hint" className="field__hint">
          One per line, such as 203.0.113.0/24; either a position or an address is enough.
        </span>
      </div>
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          Save On-Site Rule
        </button>
        {rule && (
          <button type="button" className="btn btn--light" disabled={loading} onClick={() => void send(true)}>
            Allow Anywhere
          </button>
        )}
      </div>
    </form>
  );
}

/** "1234.50" from cents, and back; NaN for what is not an amount. */
const money = (cents: number) => (cents / 100).toFixed(2);
const cents = (s: string) => (/^\d+(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s) * 100) : NaN);

function BudgetForm({ locationId, settings }: { locationId: string; settings: LocationSettings }) {
  const current = settings.labourBudget;
  const [amount, setAmount] = useState(current == null ? "" : money(current));
  const [error, setError] = useState("");
  const [save, { loading }] = useSetLabourBudget();
  const notice = useNotice();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const c = amount.trim() === "" ? null : cents(amount);
    if (c != null && Number.isNaN(c)) {
      setError("Give the budget as an amount such as 2500 or 2500.50.");
      return;
    }
    try {
      await save({ variables: { locationId, cents: c } });
      notice.done(c == null ? "Removed the weekly labour budget." : `Set the weekly labour budget to ${money(c)}.`);
    } catch (err) {
      setError(errorMessage(err, "Failed to save the labour budget"));
    }
  };
  return (
    <form className="form" aria-labelledby="budget-title" onSubmit={submit}>
      <h4 id="budget-title">Weekly labour budget</h4>
      <TextField
        label="Budget per week"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        hint="Publishing a week whose scheduled cost here passes it asks you to accept a warning. Leave empty for none."
      />
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          Save Budget
        </button>
      </div>
    </form>
  );
}
