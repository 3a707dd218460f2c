import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { Role } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { MIN_PASSWORD_LENGTH } from "@/lib/validation";
import { useRegister } from "../api/auth";
import { TextField } from "@/components/form-fields";
import { FormError, useNotice } from "@/components/feedback";

export function RegisterForm() {
  const navigate = useNavigate();
  const [register, { loading }] = useRegister();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("EMPLOYEE");
  const [managerCode, setManagerCode] = useState("");
  const [error, setError] = useState("");
  const notice = useNotice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError("");
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError("Password must be at least 6 characters long.");
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
      notice.done("Registration successful! Please log in.");
      navigate("/");
    } catch (err) {
      setError(errorMessage(err, "Registration failed"));
    }
  };

  return (
    <div className="card">
      <h1>Register</h1>
      <form className="form" onSubmit={submit}>
        <TextField label="Name" autoComplete="name" required value={name} onChange={setName} />
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          onChange={setPassword}
        />
        <RoleChoice role={role} onChange={setRole} />
        {role === "MANAGER" && (
          <TextField label="Manager Secret Code" type="password" autoComplete="off" required value={managerCode} onChange={setManagerCode} />
        )}
        <FormError text={error} />
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

/** Employee or manager; a manager must also give the secret code. */
function RoleChoice({ role, onChange }: { role: Role; onChange: (role: Role) => void }) {
  return (
    <fieldset>
      <legend>Role</legend>
      <div className="radio-row">
        <label>
          <input
            type="radio"
            name="role"
            value="EMPLOYEE"
            checked={role === "EMPLOYEE"}
            onChange={() => onChange("EMPLOYEE")}
          />
          Employee
        </label>
        <label>
          <input
            type="radio"
            name="role"
            value="MANAGER"
            checked={role === "MANAGER"}
            onChange={() => onChange("MANAGER")}
          />
          Manager
        </label>
      </div>
    </fieldset>
  );
}
