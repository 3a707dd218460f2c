import { useState, type FormEvent } from "react";
import type { LeaveDeductBy } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useSetLeaveSettings } from "../api/leave";
import { useT } from "../i18n";

type Settings = { fullTimeHoursWeek: number; deductBy: LeaveDeductBy };

/** The workplace's full-time week (what allowances are pro-rated against) and what an approved request deducts. */
export function SettingsSection({ settings }: { settings: Settings }) {
  const { t } = useT();
  const [hours, setHours] = useState(String(settings.fullTimeHoursWeek));
  const [deductBy, setDeductBy] = useState<LeaveDeductBy>(settings.deductBy);
  const [error, setError] = useState("");
  const [save, { loading }] = useSetLeaveSettings();
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    const n = Number(hours.trim().replace(",", "."));
    if (!hours.trim() || !Number.isFinite(n)) return setError(t("leave.settings.badHours"));
    try {
      await save({ variables: { fullTimeHoursWeek: n, deductBy } });
      notice.done(t("leave.settings.saved"));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="leave-settings-title">
      <h2 id="leave-settings-title">{t("leave.settings.title")}</h2>
      <form className="form leave-setup-item" onSubmit={submit}>
        <div className="form__row">
          <div className="field">
            <label htmlFor="leave-full-time">{t("leave.settings.fullTime")}</label>
            <input id="leave-full-time" inputMode="decimal" required value={hours} onChange={(e) => setHours(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="leave-deduct-by">{t("leave.settings.deductBy")}</label>
            <select id="leave-deduct-by" value={deductBy} onChange={(e) => setDeductBy(e.target.value as LeaveDeductBy)}>
              <option value="CONTRACT">{t("leave.settings.CONTRACT")}</option>
              <option value="SHIFTS">{t("leave.settings.SHIFTS")}</option>
            </select>
          </div>
        </div>
        <FormError text={error} />
        <div>
          <button type="submit" className="btn btn--small" disabled={loading}>
            {t("leave.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
