import { AuthShell } from "@/components/auth-shell";
import { useParams } from "react-router-dom";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordRoute() {
  const { token = "" } = useParams();
  return (
    <AuthShell>
      <ResetPasswordForm token={token} />
    </AuthShell>
  );
}
