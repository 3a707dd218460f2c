import { AuthShell } from "@/components/auth-shell";
import { Navigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useSetupNeeded } from "@/features/auth/api/auth";
import { LoginForm } from "@/features/auth/components/login-form";

export default function LoginRoute() {
  const { user } = useAuth();
  // A new install (no manager yet) opens on its first-run page.
  const setupNeeded = useSetupNeeded();
  if (user) return <Navigate to="/dashboard" replace />;
  if (setupNeeded) return <Navigate to="/setup" replace />;
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
