import type { LeaveEntryKind, LeaveTypeFieldsFragment } from "@/gql/graphql";
import { formatDate } from "@/lib/i18n-format";
import { useLeaveAmount } from "@/lib/leave";
import { useLedger } from "../api/leave";
import { useT } from "../i18n";

export const ENTRY_TEXT: Record<LeaveEntryKind, string> = {
  ALLOWANCE: "leave.entry.ALLOWANCE",
  ACCRUAL: "leave.entry.ACCRUAL",
  TAKEN: "leave.entry.TAKEN",
  RESTORED: "leave.entry.RESTORED",
  CARRY_OVER: "leave.entry.CARRY_OVER",
  EXPIRY: "leave.entry.EXPIRY",
  ADJUSTMENT: "leave.entry.ADJUSTMENT",
  BANKED: "leave.entry.BANKED",
};

/** One person's ledger of one type: every change of the balance, by date, with adjustments' reasons. */
export function LedgerTable({ userId, type }: { userId: string; type?: LeaveTypeFieldsFragment }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  const { data } = useLedger(userId, type?.id ?? "");
  const rows = data?.leaveLedger ?? [];
  if (!type) return null;
  return (
    <>
      <h3 id="leave-ledger-title">{t("leave.ledger.title", { type: type.name })}</h3>
      {rows.length === 0 ? (
        <p className="muted">{t("leave.ledger.none")}</p>
      ) : (
        <div className="leave-table-wrap" role="region" aria-labelledby="leave-ledger-title" tabIndex={0}>
          <table className="leave-table">
            <thead>
              <tr>
                <th scope="col">{t("leave.ledger.date")}</th>
                <th scope="col">{t("leave.ledger.kind")}</th>
                <th scope="col">{t("leave.ledger.amount")}</th>
                <th scope="col">{t("leave.ledger.reason")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>{formatDate(r.effectiveOn)}</td>
                  <td>{t(ENTRY_TEXT[r.kind])}</td>
                  <td className="leave-num">{amount(r.amount, type.unit)}</td>
                  <td>{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
