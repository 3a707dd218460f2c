import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { newPasswordOk } from "@/lib/validation";
import { NewPasswordFields, type NewPassword } from "@/components/form-fields";
import { useResetPassword } from "../api/auth";
import { FormError, useNotice } from "@/components/feedback";
import { useAuthT } from "../i18n";

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [resetPassword, { loading }] = useResetPassword();
  const [pair, setPair] = useState<NewPassword>({ password: "", confirm: "" });
  const [error, setError] = useState("");
  const notice = useNotice();
  const { t } = useAuthT();

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
      notice.done(t("auth.reset.done"));
    } catch (err) {
      setError(errorMessage(err, t("auth.reset.failed")));
    }
  };

  return (
    <div className="card">
      <h1>{t("auth.reset.title")}</h1>
      <form className="form" onSubmit={submit}>
        <NewPasswordFields value={pair} onChange={setPair} />
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? t("auth.reset.submitting") : t("auth.reset.submit")}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/">{t("auth.backToLogin")}</Link>
      </div>
    </div>
  );
}
