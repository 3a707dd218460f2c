import { ProfilePage } from "@/features/profile/components/profile-page";
import { KioskPinSettings } from "@/features/time-clock/components/pin-settings";
import { PushDeviceSettings } from "@/features/push/components/push-devices";
import { DownloadMyData } from "@/features/personal-data/components/download-data";
import { useAuth } from "@/lib/auth";

export default function ProfileRoute() {
  const { user } = useAuth();
  return (
    <ProfilePage
      kioskPin={<KioskPinSettings />}
      pushDevices={<PushDeviceSettings />}
      personalData={user ? <DownloadMyData userId={user.id} /> : null}
    />
  );
}
