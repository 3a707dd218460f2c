import { useLeaveAmount, useLeaveTypes } from "@/lib/leave";
import { useLeavePreview } from "../api/time-off";
import { previewInput, type RequestDraft } from "../utils/request-input";
import { useT } from "../i18n";
import "./leave-preview.css";

/**
 * What the request would do to the balance: now, on its first day (accruals until then)
 * and after it, from the server's preview; hidden for a type without a
 * balance and for a person who follows no policy of it.
 */
export function LeavePreviewBox({ userId, draft }: { userId: string; draft: RequestDraft }) {
  const { t } = useT();
  const amount = useLeaveAmount();
  const types = useLeaveTypes().data?.leaveTypes ?? [];
  const typeId = draft.leaveTypeId || types.find((lt) => lt.kind === "ANNUAL")?.id || "";
  const { data } = useLeavePreview(previewInput(userId, draft), typeId);
  const p = data?.leavePreview;
  // Without a policy of the type, nothing holds the request to a balance: no numbers.
  if (!p || !p.type.needsBalance || !data.leaveBalance.hasPolicy) return null;
  const unit = p.type.unit;
  return (
    <div className={p.allowed ? "leave-preview" : "leave-preview leave-preview--over"} role="status" aria-label={t("timeoff.balance.title")}>
      <dl className="leave-preview__numbers">
        <dt>{t("timeoff.balance.requested")}</dt>
        <dd>{amount(p.requested, unit)}</dd>
        <dt>{t("timeoff.balance.now")}</dt>
        <dd>{amount(p.now, unit)}</dd>
        <dt>{t("timeoff.balance.atDate")}</dt>
        <dd>{amount(p.atDate, unit)}</dd>
        <dt>{t("timeoff.balance.after")}</dt>
        <dd>{amount(p.after, unit)}</dd>
      </dl>
      {!p.allowed && <p>{t("timeoff.balance.over", { limit: amount(p.negativeLimit, unit) })}</p>}
    </div>
  );
}
