import type { LeaveTypeFieldsFragment } from "@/gql/graphql";
import { addDays, todayLocal, weekStart } from "@/lib/dates";
import { formatDate } from "@/lib/i18n-format";
import { timeOffLabel } from "@/lib/time-off";
import { useWeekStartsOn } from "@/lib/week-start";
import { usePlannedLeave } from "../api/leave";
import { useT } from "../i18n";

const WEEKS = 8;

/** Who is away, week by week, for the next eight weeks: approved leave of the people the manager reaches. */
export function PlannedLeave({ types }: { types: readonly LeaveTypeFieldsFragment[] }) {
  const { t } = useT();
  const first = weekStart(todayLocal(), useWeekStartsOn());
  const last = addDays(first, 7 * WEEKS - 1);
  const { data } = usePlannedLeave(first, last);
  const requests = data?.timeOff ?? [];
  const annual = types.find((lt) => lt.kind === "ANNUAL");
  const typeName = (id: string | null) => (types.find((lt) => lt.id === id) ?? annual)?.name ?? "";
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(first, 7 * i));
  return (
    <section className="card" aria-labelledby="leave-planned-title">
      <h2 id="leave-planned-title">{t("leave.planned.title")}</h2>
      <ul className="leave-weeks">
        {weeks.map((from) => {
          const to = addDays(from, 6);
          const away = requests.filter((r) => r.date <= to && r.endDate >= from);
          return (
            <li key={from}>
              <h3>{t("leave.planned.week", { date: formatDate(from) })}</h3>
              {away.length === 0 ? (
                <p className="muted">{t("leave.planned.nobody")}</p>
              ) : (
                <ul>
                  {away.map((r) => (
                    <li key={r.id}>
                      <strong>{r.userName}</strong>: {timeOffLabel(r)} ({typeName(r.leaveTypeId)})
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
