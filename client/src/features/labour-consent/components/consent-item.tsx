import type { ConsentItem_ConsentFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { formatDate, formatMoney, formatTimeRange } from "@/lib/i18n-format";
import { useAnswerConsent } from "../api/labour-consent";
import { useT } from "../i18n";

type Slot = ConsentItem_ConsentFragment["before"];

function slotText(s: Slot): string {
  return s ? `${formatDate(s.date)} ${formatTimeRange(s.startTime, s.endTime)}` : "";
}

/** One late change: what it was and is, its premium, and Accept / Decline while it waits. */
export function ConsentItem({ consent }: { consent: ConsentItem_ConsentFragment }) {
  const { t } = useT();
  const [answer, { loading, error }] = useAnswerConsent();
  const c = consent;
  const send = (accept: boolean) => void answer({ variables: { id: c.id, accept } }).catch(() => undefined);
  const premium = c.premiumCents == null ? t("consent.unpriced") : formatMoney((c.premiumCents / 100).toFixed(2));
  const title = t(`consent.kind.${c.kind}`);
  return (
    <li className="card consent-item" aria-label={title}>
      <h3>{title}</h3>
      {c.before && <p>{t("consent.before", { shift: slotText(c.before) })}</p>}
      {c.after && <p>{t("consent.after", { shift: slotText(c.after) })}</p>}
      {c.lostMinutes > 0 && <p className="muted">{t("consent.lost", { hours: (c.lostMinutes / 60).toFixed(1) })}</p>}
      <p>
        {c.premiumName}: <strong>{premium}</strong>{" "}
        <span className="muted">{c.owed ? t("consent.owed") : t("consent.notOwed")}</span>
      </p>
      {c.status === "PENDING" ? (
        <div className="btn-row">
          <button type="button" className="btn" disabled={loading} onClick={() => send(true)}>
            {t("consent.accept")}
          </button>
          <button type="button" className="btn btn--secondary" disabled={loading} onClick={() => send(false)}>
            {t("consent.decline")}
          </button>
        </div>
      ) : (
        <p role="status">{t(`consent.status.${c.status}`)}</p>
      )}
      {error && (
        <p className="error" role="alert">
          {errorMessage(error, t("consent.failed"))}
        </p>
      )}
    </li>
  );
}
