// Every route of SPEC section 2. Pages are loaded on demand so the first visit only
// downloads the shell and the page it lands on.
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { Loading } from "@/components/loading";
import { AppLayout } from "./layout/app-layout";
import { RequireAuth, RequireManager } from "./layout/guards";

const LoginRoute = lazy(() => import("./routes/login"));
const RegisterRoute = lazy(() => import("./routes/register"));
const ForgotPasswordRoute = lazy(() => import("./routes/forgot-password"));
const ResetPasswordRoute = lazy(() => import("./routes/reset-password"));
const InvitationRoute = lazy(() => import("./routes/invitation"));
const DashboardRoute = lazy(() => import("./routes/dashboard"));
const ScheduleRoute = lazy(() => import("./routes/schedule"));
const MonthlyScheduleRoute = lazy(() => import("./routes/monthly-schedule"));
const TimeOffRoute = lazy(() => import("./routes/time-off"));
const AvailabilityRoute = lazy(() => import("./routes/availability"));
const SwapsRoute = lazy(() => import("./routes/swaps"));
const HoursRoute = lazy(() => import("./routes/hours"));
const OpenShiftsRoute = lazy(() => import("./routes/open-shifts"));
const ProfileRoute = lazy(() => import("./routes/profile"));
const ManageStaffRoute = lazy(() => import("./routes/manage-staff"));
const AuditLogRoute = lazy(() => import("./routes/audit-log"));
const WebhooksRoute = lazy(() => import("./routes/webhooks"));
const WorkRulesRoute = lazy(() => import("./routes/work-rules"));
const NotFoundRoute = lazy(() => import("./routes/not-found"));

export function AppRoutes() {
  const { loading } = useAuth();
  if (loading) return <Loading />;
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Page><LoginRoute /></Page>} />
        <Route path="/register" element={<Page><RegisterRoute /></Page>} />
        <Route path="/forgot-password" element={<Page><ForgotPasswordRoute /></Page>} />
        <Route path="/reset-password/:token" element={<Page><ResetPasswordRoute /></Page>} />
        <Route path="/invitation/:token" element={<Page><InvitationRoute /></Page>} />
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
          <Route element={<RequireManager />}>
            <Route path="/manage-staff" element={<Page><ManageStaffRoute /></Page>} />
            <Route path="/audit" element={<Page><AuditLogRoute /></Page>} />
            <Route path="/webhooks" element={<Page><WebhooksRoute /></Page>} />
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
