import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { newPasswordOk } from "@/lib/validation";
import { NewPasswordFields, TextField, type NewPassword } from "@/components/form-fields";
import { useAcceptInvitation, useInvitationPreview } from "../api/invitations";
import { FormError } from "@/components/feedback";

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setProblem("");
    if (!newPasswordOk(pair.password, pair.confirm)) {
      setProblem("The passwords must match and be at least 6 characters.");
      return;
    }
    try {
      const { data: done } = await accept({ variables: { token, name: name.trim(), password: pair.password } });
      if (!done) throw new Error("no data");
      await signIn(done.acceptInvitation.token);
      navigate("/dashboard");
    } catch (err) {
      setProblem(errorMessage(err, "Failed to join"));
    }
  };

  if (checking) return <p>Checking your invitation…</p>;
  if (error || !data) {
    return (
      <div className="card">
        <h1>Invitation</h1>
        <p role="alert">{errorMessage(error, "This invitation link is not valid or has expired.")}</p>
        <div className="auth-links">
          <Link to="/">Back to Login</Link>
        </div>
      </div>
    );
  }
  return (
    <div className="card">
      <h1>Join Shiftsched</h1>
      <p>
        You are invited as {roleLabel(data.invitation.role)} with {data.invitation.email}.
      </p>
      <form className="form" onSubmit={submit}>
        <TextField label="Name" required autoComplete="name" value={name} onChange={setName} />
        <NewPasswordFields value={pair} onChange={setPair} labels={{ password: "Password", confirm: "Confirm Password" }} />
        <FormError text={problem} />
        <button type="submit" className="btn" disabled={loading}>
          Join
        </button>
      </form>
    </div>
  );
}
