import { HoursPage } from "@/features/reports/components/hours-page";

export default function HoursRoute() {
  return <HoursPage />;
}
