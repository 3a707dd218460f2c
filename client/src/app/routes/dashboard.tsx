import { HomePage } from "@/features/home/components/home-page";

export default function DashboardRoute() {
  return <HomePage />;
}
