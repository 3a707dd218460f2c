import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";
import { errorMessage } from "@/lib/errors";
import { useLogin } from "../api/auth";
import { TextField } from "@/components/form-fields";
import { FormError } from "@/components/feedback";

export function LoginForm() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [login, { loading }] = useLogin();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    try {
      const { data } = await login({ variables: { email: email.trim(), password } });
      if (!data) throw new Error("no data");
      await signIn(data.login.token);
      navigate("/dashboard");
    } catch (err) {
      setError(errorMessage(err, t("login.failed")));
    }
  };

  return (
    <div className="card">
      <h1>{t("login.title")}</h1>
      <form className="form" onSubmit={submit}>
        <TextField label={t("login.email")} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField label={t("login.password")} type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? t("login.submitting") : t("login.submit")}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/forgot-password">{t("login.forgot")}</Link>
        <span>
          {t("login.noAccount")} <Link to="/register">{t("login.register")}</Link>
        </span>
      </div>
    </div>
  );
}
