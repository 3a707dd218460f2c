import { HomePage } from "@/features/home/components/home-page";
import { MyBalances } from "@/features/leave/components/my-balances";

export default function DashboardRoute() {
  return <HomePage balances={<MyBalances />} />;
}
