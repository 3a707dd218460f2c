import { HomePage } from "@/features/home/components/home-page";
import { PendingConsents } from "@/features/labour-consent/components/pending-consents";
import { MyBalances } from "@/features/leave/components/my-balances";

export default function DashboardRoute() {
  return (
    <HomePage
      balances={
        <>
          <PendingConsents />
          <MyBalances />
        </>
      }
    />
  );
}
