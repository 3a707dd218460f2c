import { useCallback, useEffect, useState } from "react";
import { useAuth } from "@/lib/auth";
import { useLeaveAmount, useLeaveTypes } from "@/lib/leave";
import type { LeaveTypeFieldsFragment } from "@/gql/graphql";
import { useBalanceOf } from "../api/leave";
import { useT } from "../i18n";
import "./leave.css";

/**
 * My leave: today's balance of each type I follow a policy of (or have leave recorded
 * in), in hours or days as the type counts, with what the policy grants through today.
 * Hidden for someone with none, as most people of a workplace without leave set up are.
 */
export function MyBalances() {
  const { t } = useT();
  const { user } = useAuth();
  const { data } = useLeaveTypes();
  const types = (data?.leaveTypes ?? []).filter((lt) => !lt.archived);
  // Each row asks for its own balance and says whether it has one to show.
  const [shown, setShown] = useState<Record<string, boolean>>({});
  const known = useCallback((id: string, has: boolean) => setShown((s) => (s[id] === has ? s : { ...s, [id]: has })), []);
  if (!user || types.length === 0) return null;
  return (
    <section className="card leave-mine" aria-labelledby="leave-mine-title" hidden={!Object.values(shown).some(Boolean)}>
      <h2 id="leave-mine-title">{t("leave.mine.title")}</h2>
      <ul className="leave-mine__list" aria-labelledby="leave-mine-title">
        {types.map((lt) => (
          <BalanceItem key={lt.id} userId={user.id} type={lt} onKnown={known} />
        ))}
      </ul>
      <p className="muted leave-mine__note">{t("leave.mine.note")}</p>
    </section>
  );
}

type ItemProps = { userId: string; type: LeaveTypeFieldsFragment; onKnown: (id: string, has: boolean) => void };

function BalanceItem({ userId, type, onKnown }: ItemProps) {
  const amount = useLeaveAmount();
  const { data } = useBalanceOf(userId, type.id);
  const b = data?.leaveBalance;
  const has = !!b && (b.hasPolicy || b.projected !== 0);
  useEffect(() => onKnown(type.id, has), [onKnown, type.id, has]);
  if (!b || !has) return null;
  return (
    <li className="leave-mine__item">
      <span className="leave-swatch" style={{ background: type.colour }} aria-hidden="true" />
      <span className="leave-mine__name">{type.name}</span>
      <strong className="leave-mine__amount">{amount(b.projected, type.unit)}</strong>
    </li>
  );
}
