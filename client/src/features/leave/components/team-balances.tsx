import type { LeaveTypeFieldsFragment } from "@/gql/graphql";
import { todayLocal } from "@/lib/dates";
import { useLeaveAmount } from "@/lib/leave";
import { Loading } from "@/components/loading";
import { useTeamLeave } from "../api/leave";
import { useT } from "../i18n";

/**
 * The team's balances today, people by leave types, as the ledger stands (the server
 * settles what policies grant hourly and at every approval). A location manager's list
 * is the people of their locations: the server cuts both lists to them.
 */
export function TeamBalances({ types }: { types: readonly LeaveTypeFieldsFragment[] }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  const today = todayLocal();
  const { data, loading } = useTeamLeave(today, today);
  if (!data) return loading ? <Loading /> : null;
  const balance = new Map(data.leaveBalances.map((b) => [`${b.userId}:${b.leaveTypeId}`, b.closing]));
  return (
    <section className="card" aria-labelledby="leave-team-title">
      <h2 id="leave-team-title">{t("leave.team.title")}</h2>
      <div className="leave-table-wrap" role="region" aria-labelledby="leave-team-title" tabIndex={0}>
        <table className="leave-table">
          <caption className="visually-hidden">{t("leave.team.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("leave.team.person")}</th>
              {types.map((lt) => (
                <th key={lt.id} scope="col">
                  {lt.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.staff.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                {types.map((lt) => {
                  const b = balance.get(`${p.id}:${lt.id}`);
                  return (
                    <td key={lt.id} className="leave-num">
                      {b === undefined ? <span aria-label={t("leave.team.none")}>–</span> : amount(b, lt.unit)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted leave-mine__note">{t("leave.team.note")}</p>
    </section>
  );
}
