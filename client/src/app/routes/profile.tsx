import { ProfilePage } from "@/features/profile/components/profile-page";
import { KioskPinSettings } from "@/features/time-clock/components/pin-settings";

export default function ProfileRoute() {
  return <ProfilePage kioskPin={<KioskPinSettings />} />;
}
