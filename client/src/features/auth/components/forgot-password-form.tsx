import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { errorMessage } from "@/lib/errors";
import { useRequestPasswordReset } from "../api/auth";
import { TextField } from "@/components/form-fields";

export function ForgotPasswordForm() {
  const [requestReset, { loading }] = useRequestPasswordReset();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      setMessage(data?.requestPasswordReset ?? "An error occurred.");
    } catch (err) {
      // A refusal from the server (e.g. too many requests) carries its own sentence.
      setMessage(CombinedGraphQLErrors.is(err) ? errorMessage(err, "An error occurred.") : "An error occurred.");
    }
  };

  return (
    <div className="card">
      <h1>Forgot Password</h1>
      {message ? (
        <p role="status">{message}</p>
      ) : (
        <form className="form" onSubmit={submit}>
          <p className="muted">Enter your email address and we will send you a link to reset your password.</p>
          <TextField label="Email Address" type="email" autoComplete="email" required value={email} onChange={setEmail} />
          <button type="submit" className="btn" disabled={loading}>
            {loading ? "Sending..." : "Send Reset Link"}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/">Back to Login</Link>
      </div>
    </div>
  );
}
