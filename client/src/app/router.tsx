// Every route of SPEC section 2. Pages are loaded on demand so the first visit only
// downloads the shell and the page it lands on.
import { lazy, Suspense, useEffect, useState } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { lazyWithPreload } from "react-lazy-with-preload";
import { useAuth } from "@/lib/auth";
import { getToken } from "@/lib/token-storage";
import { Loading } from "@/components/loading";
import { AppLayout, SignedInLayout } from "./layout/app-layout";
import { RequireAuth, RequireManager } from "./layout/guards";

const LoginRoute = lazy(() => import("./routes/login"));
const RegisterRoute = lazy(() => import("./routes/register"));
const SetupRoute = lazy(() => import("./routes/setup"));
const ForgotPasswordRoute = lazy(() => import("./routes/forgot-password"));
const ResetPasswordRoute = lazy(() => import("./routes/reset-password"));
const InvitationRoute = lazy(() => import("./routes/invitation"));
const DashboardRoute = lazyWithPreload(() => import("./routes/dashboard"));
const ScheduleRoute = lazyWithPreload(() => import("./routes/schedule"));
const MonthlyScheduleRoute = lazyWithPreload(() => import("./routes/monthly-schedule"));
const TimeOffRoute = lazyWithPreload(() => import("./routes/time-off"));
const AvailabilityRoute = lazyWithPreload(() => import("./routes/availability"));
const SwapsRoute = lazyWithPreload(() => import("./routes/swaps"));
const HoursRoute = lazyWithPreload(() => import("./routes/hours"));
const OpenShiftsRoute = lazyWithPreload(() => import("./routes/open-shifts"));
const ProfileRoute = lazyWithPreload(() => import("./routes/profile"));
const ManageStaffRoute = lazyWithPreload(() => import("./routes/manage-staff"));
const AuditLogRoute = lazyWithPreload(() => import("./routes/audit-log"));
const RequestsRoute = lazyWithPreload(() => import("./routes/requests"));
const WebhooksRoute = lazyWithPreload(() => import("./routes/webhooks"));
const LeaveRoute = lazyWithPreload(() => import("./routes/leave"));
const LeaveSetupRoute = lazyWithPreload(() => import("./routes/leave-setup"));
const WorkplaceRoute = lazyWithPreload(() => import("./routes/workplace"));
const WorkplaceRequirementsRoute = lazyWithPreload(() => import("./routes/workplace-requirements"));
const WorkRulesRoute = lazyWithPreload(() => import("./routes/work-rules"));
const TimeClockRoute = lazyWithPreload(() => import("./routes/time-clock"));
const TimesheetsRoute = lazyWithPreload(() => import("./routes/timesheets"));
const TimeClockBoardRoute = lazyWithPreload(() => import("./routes/time-clock-board"));
const ConsentsRoute = lazyWithPreload(() => import("./routes/consents"));
const KioskRoute = lazy(() => import("./routes/kiosk"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));

// The signed-in pages by path, so that a signed-in start can fetch the page's code while
// its user is still being loaded rather than after.
const signedInPages: Record<string, { preload: () => Promise<unknown> }> = {
  "/dashboard": DashboardRoute,
  "/schedule": ScheduleRoute,
  "/monthly-schedule": MonthlyScheduleRoute,
  "/pto": TimeOffRoute,
  "/availability": AvailabilityRoute,
  "/swaps": SwapsRoute,
  "/hours": HoursRoute,
  "/open-shifts": OpenShiftsRoute,
  "/profile": ProfileRoute,
  "/manage-staff": ManageStaffRoute,
  "/audit": AuditLogRoute,
  "/webhooks": WebhooksRoute,
  "/requests": RequestsRoute,
  "/leave": LeaveRoute,
  "/leave/setup": LeaveSetupRoute,
  "/time-clock": TimeClockRoute,
  "/consents": ConsentsRoute,
  "/timesheets": TimesheetsRoute,
  "/time-clock/board": TimeClockBoardRoute,
};

/**
 * With a stored token, loads the signed-in frame and the page at `pathname` beside the
 * user's own request. Loaded before they render, they render at once: each lazy page
 * that suspends instead costs a round trip and React's pause (about 300 ms) between
 * revealing nested Suspense boundaries.
 */
function preloadSignedIn(pathname: string): Promise<unknown> {
  const page = signedInPages[pathname];
  return Promise.all([SignedInLayout.preload(), page?.preload()]).catch(() => {
    // A failed preload is retried by the lazy component when it renders.
  });
}

export function AppRoutes() {
  const { loading } = useAuth();
  const [preloading, setPreloading] = useState(() => !!getToken());
  useEffect(() => {
    if (getToken()) void preloadSignedIn(window.location.pathname).finally(() => setPreloading(false));
  }, []);
  if (loading || preloading) return <Loading />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Page><LoginRoute /></Page>} />
        <Route path="/register" element={<Page><RegisterRoute /></Page>} />
        <Route path="/setup" element={<Page><SetupRoute /></Page>} />
        <Route path="/forgot-password" element={<Page><ForgotPasswordRoute /></Page>} />
        <Route path="/reset-password/:token" element={<Page><ResetPasswordRoute /></Page>} />
        <Route path="/invitation/:token" element={<Page><InvitationRoute /></Page>} />
        {/* A kiosk is a device, not a person: its credential, not a sign-in, opens it. */}
        <Route path="/kiosk" element={<Page><KioskRoute /></Page>} />
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<Page><DashboardRoute /></Page>} />
          <Route path="/schedule" element={<Page><ScheduleRoute /></Page>} />
          <Route path="/monthly-schedule" element={<Page><MonthlyScheduleRoute /></Page>} />
          <Route path="/pto" element={<Page><TimeOffRoute /></Page>} />
          <Route path="/availability" element={<Page><AvailabilityRoute /></Page>} />
          <Route path="/swaps" element={<Page><SwapsRoute /></Page>} />
          <Route path="/hours" element={<Page><HoursRoute /></Page>} />
          <Route path="/open-shifts" element={<Page><OpenShiftsRoute /></Page>} />
          <Route path="/profile" element={<Page><ProfileRoute /></Page>} />
          <Route path="/time-clock" element={<Page><TimeClockRoute /></Page>} />
          <Route path="/consents" element={<Page><ConsentsRoute /></Page>} />
          <Route element={<RequireManager />}>
            <Route path="/manage-staff" element={<Page><ManageStaffRoute /></Page>} />
            <Route path="/time-clock/board" element={<Page><TimeClockBoardRoute /></Page>} />
            <Route path="/workplace" element={<Page><WorkplaceRoute /></Page>} />
            <Route path="/requests" element={<Page><RequestsRoute /></Page>} />
            <Route path="/leave" element={<Page><LeaveRoute /></Page>} />
            <Route path="/leave/setup" element={<Page><LeaveSetupRoute /></Page>} />
            <Route path="/audit" element={<Page><AuditLogRoute /></Page>} />
            <Route path="/timesheets" element={<Page><TimesheetsRoute /></Page>} />
            <Route path="/webhooks" element={<Page><WebhooksRoute /></Page>} />
            <Route path="/workplace/requirements" element={<Page><WorkplaceRequirementsRoute /></Page>} />
            <Route path="/workplace/rules" element={<Page><WorkRulesRoute /></Page>} />
          </Route>
        </Route>
        <Route path="/login" element={<Navigate to="/" replace />} />
        <Route path="*" element={<Page><NotFoundRoute /></Page>} />
      </Route>
    </Routes>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
