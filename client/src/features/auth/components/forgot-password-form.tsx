import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorMessage } from "@/lib/errors";
import { useRequestPasswordReset } from "../api/auth";
import { TextField } from "@/components/form-fields";
import { useAuthT } from "../i18n";

export function ForgotPasswordForm() {
  const [requestReset, { loading }] = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useAuthT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      setMessage(data?.requestPasswordReset ?? t("auth.forgot.error"));
    } catch (err) {
      // A refusal from the server (e.g. too many requests) carries its own sentence.
      setMessage(CombinedGraphQLErrors.is(err) ? errorMessage(err, t("auth.forgot.error")) : t("auth.forgot.error"));
    }
  };

  return (
    <div className="card">
      <h1>{t("auth.forgot.title")}</h1>
      {message ? (
        <p role="status">{message}</p>
      ) : (
        <form className="form" onSubmit={submit}>
          <p className="muted">{t("auth.forgot.intro")}</p>
          <TextField label={t("auth.forgot.email")} type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <button type="submit" className="btn" disabled={loading}>
            {loading ? t("auth.forgot.submitting") : t("auth.forgot.submit")}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/">{t("auth.backToLogin")}</Link>
      </div>
    </div>
  );
}
