import { AuthShell } from "@/components/auth-shell";
import { Navigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useSetupNeeded } from "@/features/auth/api/auth";
import { RegisterForm } from "@/features/auth/components/register-form";

export default function RegisterRoute() {
  const { user } = useAuth();
  // A new install (no manager yet) opens on its first-run page.
  const setupNeeded = useSetupNeeded();
  if (user) return <Navigate to="/dashboard" replace />;
  if (setupNeeded) return <Navigate to="/setup" replace />;
  return (
    <AuthShell>
      <RegisterForm />
    </AuthShell>
  );
}
