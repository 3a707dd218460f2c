import type { WeekAvailabilityQuery } from "@/gql/graphql";
import { dayKeyOf, weekDays } from "@/lib/dates";
import { dayLabel, formatDate } from "@/lib/i18n-format";
import i18next from "@/lib/i18n";
import { useWeekAvailability } from "../api/availability";
import { useT } from "../i18n";

type Person = WeekAvailabilityQuery["weekAvailability"][number];

/** The limits of one person's week starting on `weekStarting`, its days in the week's
 * order, e.g. `Monday: unavailable; Tuesday: 09:00-13:00`; "" when none. */
export function availabilitySummary(p: Person, weekStarting: string): string {
  const t = i18next.t;
  const parts: string[] = [];
  for (const key of weekDays(dayKeyOf(weekStarting))) {
    const d = p.weekly.days.find((x) => x.day === key);
    if (!d || d.mode === "ALL_DAY") continue;
    parts.push(
      d.mode === "UNAVAILABLE"
        ? t("availability.week.unavailable", { when: dayLabel(key) })
        : t("availability.week.windows", {
            day: dayLabel(key),
            windows: d.windows.map((w) => `${w.startTime}-${w.endTime}`).join(", "),
          }),
    );
  }
  for (const u of p.unavailableDates) {
    const when = formatDate(u.date);
    parts.push(u.note ? t("availability.week.unavailableNote", { when, note: u.note }) : t("availability.week.unavailable", { when }));
  }
  return parts.join("; ");
}

/** Who cannot work when in the week: beside the week view and the manager's editor. */
export function WeekAvailability({ weekStarting }: { weekStarting: string }) {
  const { t } = useT();
  const { data } = useWeekAvailability(weekStarting);
  const people = (data?.weekAvailability ?? []).map((p) => ({ p, summary: availabilitySummary(p, weekStarting) })).filter((x) => x.summary);
  if (!data) return null;
  return (
    <section className="card" aria-labelledby="week-availability-title">
      <h2 id="week-availability-title">{t("availability.week.title")}</h2>
      {people.length === 0 ? (
        <p className="muted">{t("availability.week.everyone")}</p>
      ) : (
        <ul className="list">
          {people.map(({ p, summary }) => (
            <li key={p.userId} className="list__item">
              <strong>{p.userName}</strong>
              <span>{summary}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
