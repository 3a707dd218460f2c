import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export default function ForgotPasswordRoute() {
  return (
    <div className="page page--narrow">
      <ForgotPasswordForm />
    </div>
  );
}
