import { AvailabilityPage } from "@/features/availability/components/availability-page";
import { PreferencesSection } from "@/features/coverage/components/preferences-section";

/** Availability with preferences beside it: the same person's, whoever a manager picked. */
export default function AvailabilityRoute() {
  return <AvailabilityPage beside={({ userId, whose }) => <PreferencesSection key={userId ?? "me"} userId={userId} whose={whose} />} />;
}
