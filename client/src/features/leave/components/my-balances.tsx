import { useAuth } from "@/lib/auth";
import { useLeaveAmount } from "@/lib/leave";
import { useMyBalances } from "../api/leave";
import { useT } from "../i18n";
import "./leave.css";

/**
 * My leave: today's balance of each type I follow a policy of (or have leave recorded
 * in), in hours or days as the type counts, with what the policy grants through today;
 * every type in one request. Hidden for someone with none, as most people of a
 * workplace without leave set up are.
 */
export function MyBalances() {
  const { t } = useT();
  const { user } = useAuth();
  const amount = useLeaveAmount();
  const { data } = useMyBalances(user?.id ?? "");
  const shown = (data?.leaveBalancesOn ?? []).filter((b) => b.hasPolicy || b.projected !== 0);
  if (!user || shown.length === 0) return null;
  return (
    <section className="card leave-mine" aria-labelledby="leave-mine-title">
      <h2 id="leave-mine-title">{t("leave.mine.title")}</h2>
      <ul className="leave-mine__list" aria-labelledby="leave-mine-title">
        {shown.map((b) => (
          <li key={b.type.id} className="leave-mine__item">
            <span className="leave-swatch" style={{ background: b.type.colour }} aria-hidden="true" />
            <span className="leave-mine__name">{b.type.name}</span>
            <strong className="leave-mine__amount">{amount(b.projected, b.type.unit)}</strong>
          </li>
        ))}
      </ul>
      <p className="muted leave-mine__note">{t("leave.mine.note")}</p>
    </section>
  );
}
