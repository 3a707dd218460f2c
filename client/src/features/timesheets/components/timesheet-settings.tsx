import { useState, type FormEvent } from "react";
import type { PayPeriodKind, RoundingMode, TimesheetSettingsFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSetTimesheetSettings } from "../api/timesheets";
import { useT } from "../i18n";

// Each pay period and its name's catalogue key.
const PERIODS: { value: PayPeriodKind; label: string }[] = [
  { value: "WEEKLY", label: "timesheets.settings.periodWeekly" },
  { value: "BIWEEKLY", label: "timesheets.settings.periodBiweekly" },
  { value: "SEMIMONTHLY", label: "timesheets.settings.periodSemimonthly" },
  { value: "MONTHLY", label: "timesheets.settings.periodMonthly" },
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
  const { t } = useT();

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
      notice.done(t("timesheets.settings.saved"));
    } catch (error) {
      setErr(errorMessage(error, t("timesheets.settings.failed")));
    }
  };

  return (
    <details className="timesheets__settings">
      <summary>{t("timesheets.settings.title")}</summary>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <PeriodFields f={f} set={set} />
        <OvertimeFields f={f} set={set} />
        {err && <FormError text={err} />}
        <button type="submit" className="btn" disabled={loading}>
          {t("timesheets.settings.save")}
        </button>
      </form>
    </details>
  );
}

function PeriodFields({ f, set }: { f: Form; set: Set }) {
  const { t } = useT();
  return (
    <>
      <div className="field">
        <label htmlFor="ts-period">{t("timesheets.settings.payPeriod")}</label>
        <select id="ts-period" value={f.payPeriod} onChange={(e) => set("payPeriod", e.target.value as PayPeriodKind)}>
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {t(p.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-start">{t("timesheets.settings.start")}</label>
        <input id="ts-start" type="date" required value={f.start} onChange={(e) => set("start", e.target.value)} />
      </div>
    </>
  );
}

function OvertimeFields({ f, set }: { f: Form; set: Set }) {
  const { t } = useT();
  return (
    <>
      <div className="field">
        <label htmlFor="ts-daily">{t("timesheets.settings.dailyOvertime")}</label>
        <input id="ts-daily" type="number" min={1} max={24} step="0.25" value={f.daily} onChange={(e) => set("daily", e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="ts-weekly">{t("timesheets.settings.weeklyOvertime")}</label>
        <input id="ts-weekly" type="number" min={1} max={168} step="0.25" value={f.weekly} onChange={(e) => set("weekly", e.target.value)} />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={f.paidBreaks} onChange={(e) => set("paidBreaks", e.target.checked)} /> {t("timesheets.settings.paidBreaks")}
        </label>
      </div>
      <div className="field">
        <label htmlFor="ts-round">{t("timesheets.settings.round")}</label>
        <select id="ts-round" value={f.rounding} onChange={(e) => set("rounding", e.target.value)}>
          <option value="0">{t("timesheets.settings.roundNone")}</option>
          <option value="5">{t("timesheets.settings.roundTo", { n: 5 })}</option>
          <option value="6">{t("timesheets.settings.roundTo", { n: 6 })}</option>
          <option value="15">{t("timesheets.settings.roundTo", { n: 15 })}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-mode">{t("timesheets.settings.rounding")}</label>
        <select id="ts-mode" value={f.mode} onChange={(e) => set("mode", e.target.value as RoundingMode)}>
          <option value="NEAREST">{t("timesheets.settings.nearest")}</option>
          <option value="EMPLOYEE_FAVOUR">{t("timesheets.settings.employeeFavour")}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="ts-percent">{t("timesheets.settings.overtimePay")}</label>
        <input id="ts-percent" type="number" min={100} max={300} required value={f.percent} onChange={(e) => set("percent", e.target.value)} />
      </div>
    </>
  );
}
