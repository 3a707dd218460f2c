import { useState, type FormEvent } from "react";
import type { PayPeriodKind, RoundingMode, TimesheetSettingsFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSetTimesheetSettings } from "../api/timesheets";

const PERIODS: { value: PayPeriodKind; label: string }[] = [
  { value: "WEEKLY", label: "Weekly" },
  { value: "BIWEEKLY", label: "Every two weeks" },
  { value: "SEMIMONTHLY", label: "Twice a month" },
  { value: "MONTHLY", label: "Monthly" },
];

/** Hours in a text box: "" is off. */
const toHours = (minutes: number | null | undefined) => (minutes == null ? "" : String(minutes / 60));
const toMinutes = (h: string) => (h.trim() === "" ? null : Math.round(Number(h) * 60));

type Form = {
  payPeriod: PayPeriodKind;
  start: string;
  daily: string;
  weekly: string;
  paidBreaks: boolean;
  rounding: string;
  mode: RoundingMode;
  percent: string;
};
type Set = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** The pay period and overtime rules, as a form under the timesheets. */
export function TimesheetSettingsForm({ settings }: { settings: TimesheetSettingsFieldsFragment }) {
  const [f, setForm] = useState<Form>(() => ({
    payPeriod: settings.payPeriod,
    start: settings.payPeriodStart,
    daily: toHours(settings.dailyOvertimeMinutes),
    weekly: toHours(settings.weeklyOvertimeMinutes),
    paidBreaks: settings.paidBreaks,
    rounding: String(settings.roundingMinutes),
    mode: settings.rounding,
    percent: String(settings.overtimePayPercent),
  }));
  const set: Set = (key, value) => setForm((old) => ({ ...old, [key]: value }));
  const [err, setErr] = useState("");
  const [save, { loading }] = useSetTimesheetSettings();
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErr("");
    try {
      await save({
        variables: {
          input: {
            payPeriod: f.payPeriod,
            payPeriodStart: f.start,
            dailyOvertimeMinutes: toMinutes(f.daily),
            weeklyOvertimeMinutes: toMinutes(f.weekly),
            paidBreaks: f.paidBreaks,
            roundingMinutes: Number(f.rounding),
            rounding: f.mode,
            overtimePayPercent: Number(f.percent),
          },
        },
      });
      notice.done("Saved the pay period and overtime rules.");
    } catch (error) {
      setErr(errorMessage(error, "The rules could not be saved."));
    }
  };

  return (
    <details className="timesheets__settings">
      <summary>Pay period and overtime rules</summary>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <PeriodFields f={f} set={set} />
        <OvertimeFields f={f} set={set} />
        {err && <FormError text={err} />}
        <button type="submit" className="btn" disabled={loading}>
          Save rules
        </button>
      </form>
    </details>
  );
}

function PeriodFields({ f, set }: { f: Form; set: Set }) {
  return (
    <>
      <div className="field">
        <label htmlFor="ts-period">Pay period</label>
        <select id="ts-period" value={f.payPeriod} onChange={(e) => set("payPeriod", e.target.value as PayPeriodKind)}>
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-start">Starting on</label>
        <input id="ts-start" type="date" required value={f.start} onChange={(e) => set("start", e.target.value)} />
      </div>
    </>
  );
}

function OvertimeFields({ f, set }: { f: Form; set: Set }) {
  return (
    <>
      <div className="field">
        <label htmlFor="ts-daily">Daily overtime after (hours; empty: off)</label>
        <input id="ts-daily" type="number" min={1} max={24} step="0.25" value={f.daily} onChange={(e) => set("daily", e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="ts-weekly">Weekly overtime after (hours; empty: off)</label>
        <input id="ts-weekly" type="number" min={1} max={168} step="0.25" value={f.weekly} onChange={(e) => set("weekly", e.target.value)} />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={f.paidBreaks} onChange={(e) => set("paidBreaks", e.target.checked)} /> Breaks are paid
        </label>
      </div>
      <div className="field">
        <label htmlFor="ts-round">Round clock times</label>
        <select id="ts-round" value={f.rounding} onChange={(e) => set("rounding", e.target.value)}>
          <option value="0">Not at all</option>
          <option value="5">To 5 minutes</option>
          <option value="6">To 6 minutes</option>
          <option value="15">To 15 minutes</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-mode">Rounding</label>
        <select id="ts-mode" value={f.mode} onChange={(e) => set("mode", e.target.value as RoundingMode)}>
          <option value="NEAREST">To the nearest time</option>
          <option value="EMPLOYEE_FAVOUR">In the employee&apos;s favour</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-percent">Overtime pay (% of the hourly rate)</label>
        <input id="ts-percent" type="number" min={100} max={300} required value={f.percent} onChange={(e) => set("percent", e.target.value)} />
      </div>
    </>
  );
}
