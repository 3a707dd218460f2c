import { weekDays, type DayKeyName } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { dayLabel } from "@/lib/i18n-format";
import { useT } from "../i18n";

/** People needed per day of the week, as typed (by day key: the wire's fields are by name). */
export type Counts = Record<DayKeyName, string>;

/** A day key as NeededPerDay names its field. */
export const lower = (k: DayKeyName) => k.toLowerCase() as Lowercase<DayKeyName>;

type DayCountsProps = { counts: Counts; setCounts: (c: Counts) => void; idPrefix?: string };

export function DayCounts({ counts, setCounts, idPrefix = "req" }: DayCountsProps) {
  const { t } = useT();
  const days = weekDays(useWeekStartsOn());
  return (
    <fieldset className="form__row">
      <legend>{t("coverage.peopleNeeded")}</legend>
      {days.map((k) => (
        <div className="field" key={k}>
          <label htmlFor={`${idPrefix}-${k}`}>{dayLabel(k)}</label>
          <input
            id={`${idPrefix}-${k}`}
            type="number"
            min={0}
            max={1000}
            value={counts[k]}
            onChange={(e) => setCounts({ ...counts, [k]: e.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}

