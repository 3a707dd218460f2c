import { useState } from "react";
import { useT } from "../i18n";

type ReasonProps = { sentence: string; busy: boolean; onSend: (reason: string) => void; onCancel: () => void };

/** Asks why the person clocks out far from the shift's end, under the server's sentence saying how far. */
export function ReasonForm({ sentence, busy, onSend, onCancel }: ReasonProps) {
  const [reason, setReason] = useState("");
  const { t } = useT();
  return (
    <form
      className="clock__reason"
      aria-labelledby="clock-reason-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSend(reason);
      }}
    >
      <h2 id="clock-reason-title">{t("timeClock.reason.title")}</h2>
      <p>{sentence}</p>
      <div className="field">
        <label htmlFor="clock-reason">{t("timeClock.reason.label")}</label>
        <textarea id="clock-reason" required maxLength={500} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className="clock__actions">
        <button type="submit" className="btn btn--danger" disabled={busy || !reason.trim()}>
          {t("timeClock.reason.send")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("timeClock.reason.cancel")}
        </button>
      </div>
    </form>
  );
}
