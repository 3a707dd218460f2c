import { useState, type FormEvent } from "react";
import type { Role } from "@/gql/graphql";
import { roleLabel } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useLimitedManager } from "@/lib/reach";
import { useInvitations, useInviteStaff, useResendInvitation, useRevokeInvitation } from "../api/invitations";
import { FormError, useNotice } from "@/components/feedback";
import { formatDay } from "@/lib/i18n-format";
import { useInvitationsT } from "../i18n";

/** Manage Staff: invite people by e-mail, and the invitations still pending. */
export function InvitationsCard() {
  const { data } = useInvitations();
  const { t } = useInvitationsT();
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{t("invitations.title")}</h2>
      <InviteForm />
      {data && data.invitations.length > 0 && <PendingInvitations invitations={data.invitations} />}
    </section>
  );
}

/** E-mail addresses (one or a pasted list) and the role they are invited as: a manager limited to some locations invites employees only. */
function InviteForm() {
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [invite, { loading }] = useInviteStaff();
  const [error, setError] = useState("");
  const notice = useNotice();
  const { t } = useInvitationsT();
  const limited = useLimitedManager();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!emails.trim()) return;
    setError("");
    try {
      const { data: sent } = await invite({ variables: { emails, role } });
      const n = sent?.inviteStaff.length ?? 0;
      setEmails("");
      notice.done(t("invitations.sent", { count: n }));
    } catch (err) {
      setError(errorMessage(err, t("invitations.inviteFailed")));
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="invite-emails">{t("invitations.emails")}</label>
        <textarea id="invite-emails" rows={3} value={emails} onChange={(e) => setEmails(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="invite-role">{t("invitations.role")}</label>
        <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          <option value="EMPLOYEE">{t("invitations.employee")}</option>
          {!limited && <option value="MANAGER">{t("invitations.manager")}</option>}
        </select>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          {t("invitations.send")}
        </button>
      </div>
    </form>
  );
}

type Invitation = { id: string; email: string; role: Role; expiresAt: string };

/** The invitations not yet accepted, each sent again or revoked. */
function PendingInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  const [resend] = useResendInvitation();
  const [revoke] = useRevokeInvitation();
  // "Expired" is judged as of when the list was first shown.
  const [now] = useState(() => Date.now());
  const notice = useNotice();
  const { t } = useInvitationsT();
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      notice.done(done);
    } catch (err) {
      notice.failed(errorMessage(err, t("invitations.actionFailed")));
    }
  };
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>{t("invitations.pending")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("invitations.email")}</th>
            <th scope="col">{t("invitations.role")}</th>
            <th scope="col">{t("invitations.expires")}</th>
            <th scope="col">{t("invitations.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((inv) => (
            <tr key={inv.id}>
              <td>{inv.email}</td>
              <td>{roleLabel(inv.role)}</td>
              <td>{Date.parse(inv.expiresAt) < now ? t("invitations.expired") : formatDay(inv.expiresAt)}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => void act(() => resend({ variables: { id: inv.id } }), t("invitations.resent"))}
                >
                  {t("invitations.resend")}<span className="visually-hidden"> {t("invitations.resendTo", { email: inv.email })}</span>
                </button>{" "}
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  onClick={() => void act(() => revoke({ variables: { id: inv.id } }), t("invitations.revoked"))}
                >
                  {t("invitations.revoke")}<span className="visually-hidden"> {t("invitations.revokeOf", { email: inv.email })}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
