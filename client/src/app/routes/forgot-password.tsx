import { AuthShell } from "@/components/auth-shell";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordRoute() {
  return (
    <AuthShell>
      <ForgotPasswordForm />
    </AuthShell>
  );
}
