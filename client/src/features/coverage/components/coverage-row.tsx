import { useEffect } from "react";
import { dayKeyOf, weekDates, weekDays } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n-format";
import { useCoverage } from "../api/coverage";
import { useT } from "../i18n";
import "./coverage.css";

type Props = {
  weekStarting: string;
  /** Changes whenever the draft does, so that the counts follow the edits. */
  draftStamp: string;
};

/**
 * The week's coverage under the editor: a row per staffing requirement (a shift type, or
 * a position over a time range), a cell per day with needed and scheduled, and how many
 * short or over. Nothing when there are no requirements.
 */
export function CoverageRow({ weekStarting, draftStamp }: Props) {
  const { data, refetch } = useCoverage(weekStarting);
  const { t } = useT();
  useEffect(() => {
    void refetch();
  }, [draftStamp, refetch]);
  const days = data?.coverage ?? [];
  if (days.length === 0) return null;
  const dates = weekDates(weekStarting);
  const keys = weekDays(dayKeyOf(weekStarting));
  const labels = [...new Set(days.map((d) => d.label))];
  return (
    <div className="table-wrap" role="region" aria-label={t("coverage.row.label")} tabIndex={0}>
      <table className="table coverage">
        <caption>{t("coverage.row.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("coverage.row.requirement")}</th>
            {keys.map((k) => (
              <th key={k} scope="col">
                {dayLabel(k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {dates.map((date, i) => {
                const c = days.find((d) => d.label === label && d.date === date);
                if (!c || (c.needed === 0 && c.scheduled === 0)) return <td key={date} />;
                const state = c.short > 0 ? t("coverage.row.short", { n: c.short }) : c.over > 0 ? t("coverage.row.over", { n: c.over }) : t("coverage.row.covered");
                return (
                  <td
                    key={date}
                    className={`coverage__cell${c.short > 0 ? " coverage__cell--short" : c.over > 0 ? " coverage__cell--over" : ""}`}
                    aria-label={t("coverage.row.cell", { label, day: dayLabel(keys[i]), needed: c.needed, scheduled: c.scheduled, state })}
                  >
                    {c.scheduled}/{c.needed} <span className="coverage__state">{state}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
