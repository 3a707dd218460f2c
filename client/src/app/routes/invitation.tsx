import { AuthShell } from "@/components/auth-shell";
import { useParams } from "react-router-dom";
import { AcceptInvitationForm } from "@/features/invitations/components/accept-invitation-form";
import { WithApollo } from "../layout/with-apollo";

export default function InvitationRoute() {
  const { token = "" } = useParams();
  return (
    <WithApollo>
      <AuthShell>
        <AcceptInvitationForm token={token} />
      </AuthShell>
    </WithApollo>
  );
}
