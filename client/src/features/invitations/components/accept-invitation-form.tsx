import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { MIN_PASSWORD_LENGTH, newPasswordOk } from "@/lib/validation";
import { NewPasswordFields, TextField, type NewPassword } from "@/components/form-fields";
import { useAcceptInvitation, useInvitationPreview } from "../api/invitations";
import { FormError } from "@/components/feedback";
import { useInvitationsT } from "../i18n";

/** The page an invitation link opens: choose a name and password, and be signed in. */
export function AcceptInvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const { data, loading: checking, error } = useInvitationPreview(token);
  const [accept, { loading }] = useAcceptInvitation();
  // Null until the person types: until then the name a staff import gave them is shown.
  const [typed, setName] = useState<string | null>(null);
  const name = typed ?? data?.invitation.name ?? "";
  const [pair, setPair] = useState<NewPassword>({ password: "", confirm: "" });
  const [problem, setProblem] = useState("");
  const { t } = useInvitationsT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setProblem("");
    if (!newPasswordOk(pair.password, pair.confirm)) {
      setProblem(t("invitations.accept.mismatch", { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    try {
      const { data: done } = await accept({ variables: { token, name: name.trim(), password: pair.password } });
      if (!done) throw new Error("no data");
      await signIn(done.acceptInvitation.token);
      navigate("/dashboard");
    } catch (err) {
      setProblem(errorMessage(err, t("invitations.accept.failed")));
    }
  };

  if (checking) return <p>{t("invitations.accept.checking")}</p>;
  if (error || !data) {
    return (
      <div className="card">
        <h1>{t("invitations.accept.invalidTitle")}</h1>
        <p role="alert">{errorMessage(error, t("invitations.accept.invalid"))}</p>
        <div className="auth-links">
          <Link to="/">{t("invitations.accept.backToLogin")}</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="card">
      <h1>{t("invitations.accept.title")}</h1>
      <p>{t("invitations.accept.invited", { role: roleLabel(data.invitation.role), email: data.invitation.email })}</p>
      <form className="form" onSubmit={submit}>
        <TextField label={t("invitations.accept.name")} required autoComplete="name" value={name} onChange={setName} />
        <NewPasswordFields value={pair} onChange={setPair} labels={{ password: t("invitations.accept.password"), confirm: t("invitations.accept.confirm") }} />
        <FormError text={problem} />
        <button type="submit" className="btn" disabled={loading}>
          {t("invitations.accept.join")}
        </button>
      </form>
    </div>
  );
}
