import { KioskPage } from "@/features/time-clock/components/kiosk-page";
import { WithApollo } from "../layout/with-apollo";

// Public like an invitation: the kiosk credential, not a sign-in, opens it.
export default function KioskRoute() {
  return (
    <WithApollo>
      <KioskPage />
    </WithApollo>
  );
}
