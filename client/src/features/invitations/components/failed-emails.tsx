import { formatDateTime } from "@/lib/i18n-format";
import { useFailedEmails } from "../api/invitations";
import { useInvitationsT } from "../i18n";

/** Managers: e-mails the server gave up on after a day of retries; shown only when any. */
export function FailedEmails() {
  const { data } = useFailedEmails();
  const { t } = useInvitationsT();
  if (!data || data.failedEmails.length === 0) return null;
  return (
    <section className="card" aria-labelledby="failed-mail-title">
      <h2 id="failed-mail-title">{t("invitations.failed.title")}</h2>
      <p>{t("invitations.failed.intro")}</p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">{t("invitations.failed.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("invitations.failed.to")}</th>
              <th scope="col">{t("invitations.failed.subject")}</th>
              <th scope="col">{t("invitations.failed.attempts")}</th>
              <th scope="col">{t("invitations.failed.lastError")}</th>
              <th scope="col">{t("invitations.failed.givenUp")}</th>
            </tr>
          </thead>
          <tbody>
            {data.failedEmails.map((f) => (
              <tr key={f.id}>
                <td>{f.to}</td>
                <td>{f.subject}</td>
                <td>{f.attempts}</td>
                <td>{f.lastError}</td>
                <td>{formatDateTime(f.failedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
