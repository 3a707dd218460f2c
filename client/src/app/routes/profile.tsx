import { ProfilePage } from "@/features/profile/components/profile-page";
import { KioskPinSettings } from "@/features/time-clock/components/pin-settings";
import { PushDeviceSettings } from "@/features/push/components/push-devices";

export default function ProfileRoute() {
  return <ProfilePage kioskPin={<KioskPinSettings />} pushDevices={<PushDeviceSettings />} />;
}
