import { AvailabilityPage } from "@/features/availability/components/availability-page";
import { PreferencesSection } from "@/features/coverage/components/preferences-section";

export default function AvailabilityRoute() {
  return (
    <>
      <AvailabilityPage />
      <div className="page">
        <PreferencesSection />
      </div>
    </>
  );
}
