import { useAuth } from "@/lib/auth";
import { TimeClockPage } from "@/features/time-clock/components/time-clock-page";
import { KioskSettings } from "@/features/time-clock/components/kiosk-settings";
import { ClockSettings } from "@/features/time-clock/components/clock-settings";

// Managers clock in like everyone, and set up the location kiosks and the clock's
// settings under their own clock.
export default function TimeClockRoute() {
  const { isManager } = useAuth();
  return (
    <TimeClockPage>
      {isManager && (
        <>
          <KioskSettings />
          <ClockSettings />
        </>
      )}
    </TimeClockPage>
  );
}
