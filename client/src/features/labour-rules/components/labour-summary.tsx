// The labour rules in force on a rule set, a line each, with the law each cites.
import type { LabourRulesFieldsFragment, RuleSeverity } from "@/gql/graphql";
import { formatDecimal, formatTimeOfDay } from "@/lib/i18n-format";
import { useT } from "../i18n";

type T = ReturnType<typeof useT>["t"];
type Line = { key: string; text: string; severity?: RuleSeverity; source: string | null };

const h = (minutes: number) => +(minutes / 60).toFixed(2);

function minorText(t: T, m: LabourRulesFieldsFragment["minors"][number]): string {
  const parts = [
    m.maxDailyMinutes ? t("labour.summary.minorDay", { hours: h(m.maxDailyMinutes) }) : "",
    m.maxWeeklyMinutes ? t("labour.summary.minorWeek", { hours: h(m.maxWeeklyMinutes) }) : "",
    m.earliestStart ? t("labour.summary.minorStart", { time: formatTimeOfDay(m.earliestStart) }) : "",
    m.latestEnd ? t("labour.summary.minorEnd", { time: formatTimeOfDay(m.latestEnd) }) : "",
    m.schoolDayMaxMinutes ? t("labour.summary.minorSchoolDay", { hours: h(m.schoolDayMaxMinutes) }) : "",
    m.schoolWeekMaxMinutes ? t("labour.summary.minorSchoolWeek", { hours: h(m.schoolWeekMaxMinutes) }) : "",
    m.breaks.length ? t("labour.summary.minorBreaks", { count: m.breaks.length }) : "",
  ].filter(Boolean);
  return t("labour.summary.minor", { age: m.underAge, limits: parts.join(t("labour.summary.separator")) });
}

function premiumText(t: T, p: LabourRulesFieldsFragment["premiums"][number]): string {
  const pay = [p.percent ? t("labour.summary.percent", { n: p.percent }) : "", p.centsPerHour ? t("labour.summary.perHour", { amount: formatDecimal(p.centsPerHour / 100) }) : ""];
  return t("labour.summary.premium", { name: p.name, kind: t(`labour.premiums.kinds.${p.kind}`), pay: pay.filter(Boolean).join(" + ") });
}

/** Each rule that is on, in the editor's order; premiums have no severity. */
export function summaryLines(t: T, r: LabourRulesFieldsFragment): Line[] {
  const lines: Line[] = [];
  r.breaks.forEach((b, i) =>
    lines.push({ key: `b${i}`, text: t("labour.summary.break", { minutes: b.minutes, hours: h(b.afterMinutes) }), severity: b.severity, source: b.source }),
  );
  r.minors.forEach((m, i) => lines.push({ key: `m${i}`, text: minorText(t, m), severity: m.severity, source: m.source }));
  const single: [string, { severity: RuleSeverity; source: string | null } | null, () => string][] = [
    ["daily", r.dailyRest, () => t("labour.summary.dailyRest", { hours: h(r.dailyRest!.minutes) })],
    ["weekly", r.weeklyRest, () => t("labour.summary.weeklyRest", { hours: h(r.weeklyRest!.minutes), days: r.weeklyRest!.days })],
    ["average", r.averageWeek, () => t("labour.summary.averageWeek", { hours: h(r.averageWeek!.maxMinutes), weeks: r.averageWeek!.weeks })],
    ["posting", r.postingDeadline, () => t("labour.summary.postingDeadline", { count: r.postingDeadline!.days })],
    ["clopening", r.clopening, () => t("labour.summary.clopening", { hours: h(r.clopening!.minRestMinutes) })],
  ];
  for (const [key, rule, text] of single) if (rule) lines.push({ key, text: text(), severity: rule.severity, source: rule.source });
  r.premiums.forEach((p, i) => lines.push({ key: `p${i}`, text: premiumText(t, p), source: p.source }));
  return lines.filter((l) => l.severity !== "OFF");
}

/** The rules in force as a list; "none" when every rule is off. */
export function LabourSummary({ rules, name }: { rules: LabourRulesFieldsFragment; name: string }) {
  const { t } = useT();
  const lines = summaryLines(t, rules);
  if (lines.length === 0) return <p className="muted">{t("labour.summary.none")}</p>;
  return (
    <ul className="list labour__summary" aria-label={t("labour.summary.label", { name })}>
      {lines.map((l) => (
        <li key={l.key} className="list__item list__item--stack">
          <span>
            {l.text}
            {l.severity && ` (${t(`labour.severityInSummary.${l.severity}`)})`}
          </span>
          {l.source && <span className="muted">{t("labour.summary.source", { source: l.source })}</span>}
        </li>
      ))}
    </ul>
  );
}
