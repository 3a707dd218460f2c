import { useParams } from "react-router-dom";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export default function ResetPasswordRoute() {
  const { token = "" } = useParams();
  return (
    <div className="page page--narrow">
      <ResetPasswordForm token={token} />
    </div>
  );
}
