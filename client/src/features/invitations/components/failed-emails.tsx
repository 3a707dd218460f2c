import { useFailedEmails } from "../api/invitations";

/** Managers: e-mails the server gave up on after a day of retries; shown only when any. */
export function FailedEmails() {
  const { data } = useFailedEmails();
  if (!data || data.failedEmails.length === 0) return null;
  return (
    <section className="card" aria-labelledby="failed-mail-title">
      <h2 id="failed-mail-title">Undelivered E-mails</h2>
      <p>These could not be delivered after a day of retries. Check the mail server settings (SMTP_URL).</p>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Undelivered e-mails</caption>
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Given up</th>
            </tr>
          </thead>
          <tbody>
            {data.failedEmails.map((f) => (
              <tr key={f.id}>
                <td>{f.to}</td>
                <td>{f.subject}</td>
                <td>{f.attempts}</td>
                <td>{f.lastError}</td>
                <td>{new Date(f.failedAt).toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
