import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { useLogin } from "../api/auth";
import { TextField } from "@/components/form-fields";
import { FormError } from "@/components/feedback";

export function LoginForm() {
  const navigate = useNavigate();
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
      setError(errorMessage(err, "Login failed"));
    }
  };

  return (
    <div className="card">
      <h1>Login</h1>
      <form className="form" onSubmit={submit}>
        <TextField label="Email Address" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField label="Password" type="password" autoComplete="current-password" required value={password} onChange={setPassword} />
        <FormError text={error} />
        <button type="submit" className="btn" disabled={loading}>
          {loading ? "Logging in..." : "Login"}
        </button>
      </form>
      <div className="auth-links">
        <Link to="/forgot-password">Forgot Password?</Link>
        <span>
          Don&apos;t have an account? <Link to="/register">Register here</Link>
        </span>
      </div>
    </div>
  );
}
