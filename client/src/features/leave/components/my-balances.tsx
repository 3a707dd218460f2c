import { useAuth } from "@/lib/auth";
import { useLeaveAmount, useLeaveTypes } from "@/lib/leave";
import type { LeaveTypeFieldsFragment } from "@/gql/graphql";
import { useBalanceOf } from "../api/leave";
import { useT } from "../i18n";
import "./leave.css";

/**
 * My leave: today's balance of each type I follow a policy of (or have leave recorded
 * in), in hours or days as the type counts, with what the policy grants through today.
 */
export function MyBalances() {
  const { t } = useT();
  const { user } = useAuth();
  const { data } = useLeaveTypes();
  const types = (data?.leaveTypes ?? []).filter((lt) => !lt.archived);
  if (!user || types.length === 0) return null;
  return (
    <section className="card leave-mine" aria-labelledby="leave-mine-title">
      <h2 id="leave-mine-title">{t("leave.mine.title")}</h2>
      <ul className="leave-mine__list" aria-labelledby="leave-mine-title">
        {types.map((lt) => (
          <BalanceItem key={lt.id} userId={user.id} type={lt} />
        ))}
      </ul>
      <p className="muted leave-mine__note">{t("leave.mine.note")}</p>
    </section>
  );
}

function BalanceItem({ userId, type }: { userId: string; type: LeaveTypeFieldsFragment }) {
  const amount = useLeaveAmount();
  const { data } = useBalanceOf(userId, type.id);
  const b = data?.leaveBalance;
  if (!b || (!b.hasPolicy && b.projected === 0)) return null;
  return (
    <li className="leave-mine__item">
      <span className="leave-swatch" style={{ background: type.colour }} aria-hidden="true" />
      <span className="leave-mine__name">{type.name}</span>
      <strong className="leave-mine__amount">{amount(b.projected, type.unit)}</strong>
    </li>
  );
}
