import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Role } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { MIN_PASSWORD_LENGTH } from "@/lib/validation";
import { useAuth } from "@/lib/auth";
import { useLogin, useRegister } from "../api/auth";
import { TextField } from "@/components/form-fields";
import { FormError } from "@/components/feedback";
import { useAuthT } from "../i18n";

export function RegisterForm() {
  const navigate = useNavigate();
  const [register, { loading: registering }] = useRegister();
  const [login, { loading: signingIn }] = useLogin();
  const { signIn } = useAuth();
  const loading = registering || signingIn;
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [managerCode, setManagerCode] = useState("");
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
      await register({
        variables: {
          input: {
            name: name.trim(),
            email: email.trim(),
            password,
            role,
            ...(role === "MANAGER" ? { managerCode } : {}),
          },
        },
      });
      // Registering signs in: the new account lands on its dashboard, as signing in does.
      const { data } = await login({ variables: { email: email.trim(), password } });
      await signIn(data.login.token);
      navigate("/dashboard");
    } catch (err) {
      setError(errorMessage(err, t("auth.register.failed")));
    }
  };

  return (
    <div className="card">
      <h1>{t("auth.register.title")}</h1>
      <form className="form" onSubmit={submit}>
        <TextField label={t("auth.register.name")} autoComplete="name" required value={name} onChange={setName} />
        <TextField label={t("auth.register.email")} type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField
          label={t("auth.register.password")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("auth.register.hint", { count: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={setPassword}
        />
        <RoleChoice role={role} onChange={setRole} />
        {role === "MANAGER" && (
          <TextField label={t("auth.register.managerCode")} type="password" autoComplete="off" required value={managerCode} onChange={setManagerCode} />
        )}
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? t("auth.register.submitting") : t("auth.register.submit")}
        </button>
      </form>
      <div className="auth-links">
        <span>
          {t("auth.register.haveAccount")} <Link to="/">{t("auth.backToLogin")}</Link>
        </span>
      </div>
    </div>
  );
}

/** Employee or manager; a manager must also give the secret code. */
function RoleChoice({ role, onChange }: { role: Role; onChange: (role: Role) => void }) {
  const { t } = useAuthT();
  return (
    <fieldset>
      <legend>{t("auth.register.role")}</legend>
      <div className="radio-row">
        <label>
          <input
            type="radio"
            name="role"
            value="EMPLOYEE"
            checked={role === "EMPLOYEE"}
            onChange={() => onChange("EMPLOYEE")}
          />
          {t("auth.register.employee")}
        </label>
        <label>
          <input
            type="radio"
            name="role"
            value="MANAGER"
            checked={role === "MANAGER"}
            onChange={() => onChange("MANAGER")}
          />
          {t("auth.register.manager")}
        </label>
      </div>
    </fieldset>
  );
}
