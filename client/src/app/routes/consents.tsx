import { ConsentsPage } from "@/features/labour-consent/components/consents-page";

export default function ConsentsRoute() {
  return <ConsentsPage />;
}
