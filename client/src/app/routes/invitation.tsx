import { AuthShell } from "@/components/auth-shell";
import { useParams } from "react-router-dom";
import { AcceptInvitationForm } from "@/features/invitations/components/accept-invitation-form";

export default function InvitationRoute() {
  const { token = "" } = useParams();
  return (
    <AuthShell>
      <AcceptInvitationForm token={token} />
    </AuthShell>
  );
}
