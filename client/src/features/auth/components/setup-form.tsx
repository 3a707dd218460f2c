import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { MIN_PASSWORD_LENGTH } from "@/lib/validation";
import { setupDone } from "../api/auth";
import { useSetUpWorkplace } from "../api/setup";
import { TextField } from "@/components/form-fields";
import { FormError } from "@/components/feedback";
import { useAuthT } from "../i18n";

/** A new install's first-run page: its owner makes their account, without any code, and is signed in. */
export function SetupForm() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const [setUp, { loading }] = useSetUpWorkplace();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const { t } = useAuthT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t("auth.register.tooShort", { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    try {
      const { data } = await setUp({ variables: { input: { name: name.trim(), email: email.trim(), password } } });
      setupDone();
      await signIn(data.setUpWorkplace.token);
      navigate("/dashboard");
    } catch (err) {
      setError(errorMessage(err, t("auth.setup.failed")));
    }
  };

  return (
    <div className="card">
      <h1>{t("auth.setup.title")}</h1>
      <p className="muted">{t("auth.setup.intro")}</p>
      <form className="form" onSubmit={submit}>
        <TextField label={t("auth.setup.name")} autoComplete="name" required value={name} onChange={setName} />
        <TextField label={t("auth.setup.email")} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField
          label={t("auth.setup.password")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("auth.register.hint", { count: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={setPassword}
        />
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? t("auth.setup.submitting") : t("auth.setup.submit")}
        </button>
      </form>
    </div>
  );
}
