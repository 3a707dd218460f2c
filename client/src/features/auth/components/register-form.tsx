import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Role } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { MIN_PASSWORD_LENGTH } from "@/lib/validation";
import { useRegister } from "../api/auth";

export function RegisterForm() {
  const navigate = useNavigate();
  const [register, { loading }] = useRegister();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [managerCode, setManagerCode] = useState("");

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      window.alert("Password must be at least 6 characters long.");
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
      window.alert("Registration successful! Please log in.");
      navigate("/");
    } catch (err) {
      window.alert(errorMessage(err, "Registration failed"));
    }
  };

  return (
    <div className="card">
      <h1>Register</h1>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor="reg-name">Name</label>
          <input id="reg-name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="reg-email">Email</label>
          <input
            id="reg-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="reg-password">Password</label>
          <input
            id="reg-password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="reg-password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <span id="reg-password-hint" className="field__hint">
            At least {MIN_PASSWORD_LENGTH} characters.
          </span>
        </div>
        <fieldset>
          <legend>Role</legend>
          <div className="radio-row">
            <label>
              <input
                type="radio"
                name="role"
                value="EMPLOYEE"
                checked={role === "EMPLOYEE"}
                onChange={() => setRole("EMPLOYEE")}
              />
              Employee
            </label>
            <label>
              <input
                type="radio"
                name="role"
                value="MANAGER"
                checked={role === "MANAGER"}
                onChange={() => setRole("MANAGER")}
              />
              Manager
            </label>
          </div>
        </fieldset>
        {role === "MANAGER" && (
          <div className="field">
            <label htmlFor="reg-code">Manager Secret Code</label>
            <input
              id="reg-code"
              type="password"
              autoComplete="off"
              required
              value={managerCode}
              onChange={(e) => setManagerCode(e.target.value)}
            />
          </div>
        )}
        <button type="submit" className="btn" disabled={loading}>
          {loading ? "Registering..." : "Register"}
        </button>
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to="/">Back to Login</Link>
        </span>
      </div>
    </div>
  );
}
