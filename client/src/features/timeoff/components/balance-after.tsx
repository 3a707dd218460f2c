import type { TimeOffItemFragment } from "@/gql/graphql";
import { useLeaveAmount, useLeaveTypes } from "@/lib/leave";
import { useSeen } from "@/hooks/use-seen";
import { useLeavePreview } from "../api/time-off";
import { useT } from "../i18n";
import "./leave-preview.css";

/**
 * For a manager deciding a pending request: its leave type, what it deducts and the
 * balance after approving it (the server's preview); only the type's name for a person
 * who follows no policy of it. Asked once the request is near the screen: a queue can be
 * long, and each preview is a question to the server.
 */
export function BalanceAfter({ request: r }: { request: TimeOffItemFragment }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  const types = useLeaveTypes().data?.leaveTypes ?? [];
  const type = types.find((lt) => lt.id === r.leaveTypeId) ?? types.find((lt) => lt.kind === "ANNUAL");
  const input = { userId: r.userId, leaveTypeId: r.leaveTypeId, date: r.date, endDate: r.endDate, startTime: r.startTime, endTime: r.endTime };
  const [ref, seen] = useSeen<HTMLParagraphElement>();
  const { data } = useLeavePreview(seen ? input : null, type?.id ?? "");
  const p = data?.leavePreview;
  if (!type) return null;
  if (!p || !p.type.needsBalance || !data.leaveBalance.hasPolicy) {
    return (
      <p ref={ref} className="muted">
        {type.name}
      </p>
    );
  }
  return (
    <p ref={ref} className={p.allowed ? "leave-after" : "leave-after leave-after--over"}>
      {t("timeoff.balance.afterApproval", {
        type: type.name,
        requested: amount(p.requested, p.type.unit),
        after: amount(p.after, p.type.unit),
      })}
    </p>
  );
}
