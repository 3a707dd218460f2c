import { AvailabilityPage } from "@/features/availability/components/availability-page";

export default function AvailabilityRoute() {
  return <AvailabilityPage />;
}
