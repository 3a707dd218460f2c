import { AuthShell } from "@/components/auth-shell";
import { Navigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { RegisterForm } from "@/features/auth/components/register-form";

export default function RegisterRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <AuthShell>
      <RegisterForm />
    </AuthShell>
  );
}
