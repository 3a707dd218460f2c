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
import { useT } from "../i18n";

/** Managers' time clock settings, below their own clock: the workplace's clock times, and per location where clocking in counts as on site and its weekly labour budget. */
export function ClockSettings() {
  const locations = useClockLocations().data?.locations ?? [];
  const [chosen, setChosen] = useState("");
  const locationId = chosen || locations[0]?.id || "";
  const { t } = useT();
  return (
    <section aria-labelledby="clock-settings-title">
      <h2 id="clock-settings-title">{t("timeClock.settings.title")}</h2>
      <WorkplaceClockForm />
      <section className="card" aria-labelledby="clock-location-title">
        <h3 id="clock-location-title">{t("timeClock.settings.perLocation")}</h3>
        {locations.length === 0 && <p>{t("timeClock.addLocationFirst")}</p>}
        {locations.length > 0 && (
          <div className="field">
            <label htmlFor="clock-location">{t("timeClock.location")}</label>
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
  const { t } = useT();
  return s ? <ClockTimesForm s={s} /> : <p>{t("timeClock.loading")}</p>;
}

function ClockTimesForm({ s }: { s: ClockTimes }) {
  const [save, { loading }] = useSetTimeClockSettings();
  const notice = useNotice();
  const [early, setEarly] = useState(String(s.clockInEarlyMinutes));
  const [forgotten, setForgotten] = useState(String(s.forgottenClockOutHours));
  const [late, setLate] = useState(String(s.lateAfterMinutes));
  const [error, setError] = useState("");
  const { t } = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({
        variables: { input: { clockInEarlyMinutes: asInt(early), forgottenClockOutHours: asInt(forgotten), lateAfterMinutes: asInt(late) } },
      });
      notice.done(t("timeClock.settings.saved"));
    } catch (err) {
      setError(errorMessage(err, t("timeClock.settings.failed")));
    }
  };
  return (
    <section className="card" aria-labelledby="clock-times-title">
      <h3 id="clock-times-title">{t("timeClock.settings.clockTimes")}</h3>
      <form className="form" onSubmit={submit}>
        <TextField label={t("timeClock.settings.opens")} type="number" min={0} max={240} required value={early} onChange={setEarly} />
        <TextField label={t("timeClock.settings.lateAfter")} type="number" min={1} max={240} required value={late} onChange={setLate} />
        <TextField
          label={t("timeClock.settings.forgotten")}
          type="number"
          min={1}
          max={48}
          required
          value={forgotten}
          onChange={setForgotten}
          hint={t("timeClock.settings.forgottenHint")}
        />
        <FormError text={error} />
        <div>
          <button type="submit" className="btn" disabled={loading}>
            {t("timeClock.settings.saveTimes")}
          </button>
        </div>
      </form>
    </section>
  );
}

type LocationSettings = ClockLocationSettingsQuery;

function LocationForms({ locationId }: { locationId: string }) {
  const { data } = useClockLocationSettings(locationId);
  const { t } = useT();
  if (!data) return <p>{t("timeClock.loading")}</p>;
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
  const { t } = useT();
  const send = async (remove: boolean) => {
    setError("");
    const nets = networks.split(/[\s,]+/).filter(Boolean);
    const radiusMetres = numOrNull(radius);
    const rule = remove ? null : { latitude: numOrNull(lat), longitude: numOrNull(lon), radiusMetres, networks: nets };
    try {
      await save({ variables: { locationId, rule } });
      notice.done(remove ? t("timeClock.onSite.removed") : t("timeClock.onSite.saved"));
    } catch (err) {
      setError(errorMessage(err, t("timeClock.onSite.failed")));
    }
  };
  const useHere = () =>
    navigator.geolocation?.getCurrentPosition(
      (p) => {
        setLat(p.coords.latitude.toFixed(6));
        setLon(p.coords.longitude.toFixed(6));
      },
      () => setError(t("timeClock.onSite.noPosition")),
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
      <h4 id="on-site-title">{t("timeClock.onSite.title")}</h4>
      <p className="muted">{rule ? t("timeClock.onSite.required") : t("timeClock.onSite.anywhere")}</p>
      <TextField label={t("timeClock.onSite.latitude")} inputMode="decimal" value={lat} onChange={setLat} />
      <TextField label={t("timeClock.onSite.longitude")} inputMode="decimal" value={lon} onChange={setLon} />
      <TextField label={t("timeClock.onSite.radius")} type="number" min={10} max={100000} value={radius} onChange={setRadius} hint={t("timeClock.onSite.radiusHint")} />
      <div>
        <button type="button" className="btn btn--small btn--light" onClick={useHere}>
          {t("timeClock.onSite.useHere")}
        </button>
      </div>
      <div className="field">
        <label htmlFor="on-site-networks">{t("timeClock.onSite.networks")}</label>
        <textarea id="on-site-networks" rows={3} value={networks} onChange={(e) => setNetworks(e.target.value)} aria-describedby="on-site-networks-hint" />
        <span id="on-site-networks-hint" className="field__hint">
          {t("timeClock.onSite.networksHint")}
        </span>
      </div>
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("timeClock.onSite.save")}
        </button>
        {rule && (
          <button type="button" className="btn btn--light" disabled={loading} onClick={() => void send(true)}>
            {t("timeClock.onSite.allowAnywhere")}
          </button>
        )}
      </div>
    </form>
  );
}

/** "1234.50" from cents (in the language's digits), and back from what is typed; NaN for what is not an amount. */
const money = (cents: number, language?: string) =>
  language ? new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(cents / 100) : (cents / 100).toFixed(2);
const cents = (s: string) => (/^\d+(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s) * 100) : NaN);

function BudgetForm({ locationId, settings }: { locationId: string; settings: LocationSettings }) {
  const current = settings.labourBudget;
  const [amount, setAmount] = useState(current == null ? "" : money(current));
  const [error, setError] = useState("");
  const [save, { loading }] = useSetLabourBudget();
  const notice = useNotice();
  const { t, language } = useT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const c = amount.trim() === "" ? null : cents(amount);
    if (c != null && Number.isNaN(c)) {
      setError(t("timeClock.budget.invalid"));
      return;
    }
    try {
      await save({ variables: { locationId, cents: c } });
      notice.done(c == null ? t("timeClock.budget.removed") : t("timeClock.budget.set", { amount: money(c, language) }));
    } catch (err) {
      setError(errorMessage(err, t("timeClock.budget.failed")));
    }
  };
  return (
    <form className="form" aria-labelledby="budget-title" onSubmit={submit}>
      <h4 id="budget-title">{t("timeClock.budget.title")}</h4>
      <TextField
        label={t("timeClock.budget.perWeek")}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        hint={t("timeClock.budget.hint")}
      />
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          {t("timeClock.budget.save")}
        </button>
      </div>
    </form>
  );
}
