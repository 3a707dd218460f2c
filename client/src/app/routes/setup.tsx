import { AuthShell } from "@/components/auth-shell";
import { Navigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { Loading } from "@/components/loading";
import { SetupForm } from "@/features/auth/components/setup-form";
import { useSetupNeeded } from "@/features/auth/api/auth";

/** The first-run page: only while the install has no manager; afterwards, the sign-in page. */
export default function SetupRoute() {
  const { user } = useAuth();
  const needed = useSetupNeeded();
  if (user) return <Navigate to="/dashboard" replace />;
  if (needed === false) return <Navigate to="/" replace />;
  if (needed === null) return <Loading />;
  return (
    <AuthShell>
      <SetupForm />
    </AuthShell>
  );
}
