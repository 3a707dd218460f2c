import { useAuth } from "@/lib/auth";
import { SwapsPage } from "@/features/swaps/components/swaps-page";
import { ClaimsQueue } from "@/features/open-shifts/components/claims-queue";

// Managers decide open-shift claims next to the swaps awaiting approval.
export default function SwapsRoute() {
  const { isManager } = useAuth();
  return <SwapsPage managerExtra={isManager ? <ClaimsQueue /> : null} />;
}
