import { useState, type FormEvent } from "react";
import type { Role } from "@/gql/graphql";
import { roleLabel } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useInvitations, useInviteStaff, useResendInvitation, useRevokeInvitation } from "../api/invitations";
import { FormError, useNotice } from "@/components/feedback";

/** Manage Staff: invite people by e-mail, and the invitations still pending. */
export function InvitationsCard() {
  const { data } = useInvitations();
  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite People</h2>
      <InviteForm />
      {data && data.invitations.length > 0 && <PendingInvitations invitations={data.invitations} />}
    </section>
  );
}

/** E-mail addresses (one or a pasted list) and the role they are invited as. */
function InviteForm() {
  const [emails, setEmails] = useState("");
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [invite, { loading }] = useInviteStaff();
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!emails.trim()) return;
    setError("");
    try {
      const { data: sent } = await invite({ variables: { emails, role } });
      const n = sent?.inviteStaff.length ?? 0;
      setEmails("");
      notice.done(n === 1 ? "Invitation sent." : `${n} invitations sent.`);
    } catch (err) {
      setError(errorMessage(err, "Failed to invite"));
    }
  };

  return (
    <form className="form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="invite-emails">Email addresses (one or a pasted list)</label>
        <textarea id="invite-emails" rows={3} value={emails} onChange={(e) => setEmails(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="invite-role">Role</label>
        <select id="invite-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          <option value="EMPLOYEE">Employee</option>
          <option value="MANAGER">Manager</option>
        </select>
      </div>
      <FormError text={error} />
      <div>
        <button type="submit" className="btn" disabled={loading}>
          Send Invitations
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
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      notice.done(done);
    } catch (err) {
      notice.failed(errorMessage(err, "Failed"));
    }
  };
  return (
    <div className="table-wrap">
      <table className="table">
        <caption>Pending invitations</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Expires</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((inv) => (
            <tr key={inv.id}>
              <td>{inv.email}</td>
              <td>{roleLabel(inv.role)}</td>
              <td>{Date.parse(inv.expiresAt) < now ? "Expired" : new Date(inv.expiresAt).toLocaleDateString()}</td>
              <td>
                <button
                  type="button"
                  className="btn btn--small"
                  onClick={() => void act(() => resend({ variables: { id: inv.id } }), "Invitation sent again.")}
                >
                  Resend<span className="visually-hidden"> to {inv.email}</span>
                </button>{" "}
                <button
                  type="button"
                  className="btn btn--danger btn--small"
                  onClick={() => void act(() => revoke({ variables: { id: inv.id } }), "Invitation revoked.")}
                >
                  Revoke<span className="visually-hidden"> invitation of {inv.email}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
