import { AuthShell } from "@/components/auth-shell";
import { Navigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { LoginForm } from "@/features/auth/components/login-form";

export default function LoginRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
