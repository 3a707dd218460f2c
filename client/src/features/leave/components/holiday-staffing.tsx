import { useState, type FormEvent } from "react";
import type { DayKey, HolidayStaffingRule } from "@/gql/graphql";
import { DAY_KEYS } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { FormError, useNotice } from "@/components/feedback";
import { useHolidayStaffing, useSetHolidayStaffing } from "../api/holiday-staffing";
import { useT } from "../i18n";
import { SelectField } from "@/components/form-fields";

const RULES: readonly HolidayStaffingRule[] = ["USUAL", "CLOSED", "LIKE_DAY"];

/** How a location is staffed on its holidays: as usual, closed, or like another day of the week. */
export function HolidayStaffing({ locationId }: { locationId: string }) {
  const current = useHolidayStaffing(locationId).data?.holidayStaffing;
  // The form starts from what is saved, once it has come (keyed by location and rule).
  return current ? <StaffingForm key={`${locationId} ${current.rule} ${current.likeDay}`} locationId={locationId} rule={current.rule} likeDay={current.likeDay ?? null} /> : null;
}

function StaffingForm({ locationId, rule: saved, likeDay: savedDay }: { locationId: string; rule: HolidayStaffingRule; likeDay: DayKey | null }) {
  const { t } = useT();
  const [rule, setRule] = useState(saved);
  const [day, setDay] = useState<DayKey>(savedDay ?? "SUNDAY");
  const [error, setError] = useState("");
  const [save, { loading }] = useSetHolidayStaffing();
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      await save({ variables: { locationId, rule, likeDay: rule === "LIKE_DAY" ? day : null } });
      notice.done(t("leave.holidays.staffing.saved"));
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <form className="form" onSubmit={submit} aria-labelledby="holiday-staffing-title">
      <h3 id="holiday-staffing-title">{t("leave.holidays.staffing.title")}</h3>
      <p className="muted">{t("leave.holidays.staffing.note")}</p>
      <div className="form__row">
        <SelectField
          label={t("leave.holidays.staffing.rule")}
          value={rule}
          onChange={(v) => setRule(v as HolidayStaffingRule)}
          options={RULES.map((r) => ({ value: r, label: t(`leave.holidays.staffing.${r}`) }))}
        />
        {rule === "LIKE_DAY" && (
          <SelectField
            label={t("leave.holidays.staffing.day")}
            value={day}
            onChange={(v) => setDay(v as DayKey)}
            options={DAY_KEYS.map((k) => ({ value: k, label: dayLabel(k) }))}
          />
        )}
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn btn--small" disabled={loading}>
          {t("leave.holidays.staffing.save")}
        </button>
      </div>
    </form>
  );
}
