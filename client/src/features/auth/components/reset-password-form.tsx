import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { newPasswordOk } from "@/lib/validation";
import { NewPasswordFields, type NewPassword } from "@/components/form-fields";
import { useResetPassword } from "../api/auth";
import { FormError, useNotice } from "@/components/feedback";

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [resetPassword, { loading }] = useResetPassword();
  const [pair, setPair] = useState<NewPassword>({ password: "", confirm: "" });
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The specification asks for a silent no-op when the two do not match or are short.
    if (!newPasswordOk(pair.password, pair.confirm)) return;
    setError("");
    try {
      const { data } = await resetPassword({ variables: { token, newPassword: pair.password } });
      if (!data) throw new Error("no data");
      await signIn(data.resetPassword.token);
      navigate("/dashboard");
      notice.done("Password reset! You are logged in.");
    } catch (err) {
      setError(errorMessage(err, "Failed reset"));
    }
  };

  return (
    <div className="card">
      <h1>Reset Password</h1>
      <form className="form" onSubmit={submit}>
        <NewPasswordFields value={pair} onChange={setPair} />
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? "Resetting..." : "Reset Password"}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/">Back to Login</Link>
      </div>
    </div>
  );
}
