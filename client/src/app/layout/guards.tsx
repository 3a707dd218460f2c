import { Navigate, Outlet } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";

/** Sends visitors who are not signed in to the login page. */
export function RequireAuth() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Shows 'Access Denied: Managers only.' to anyone but a manager. */
export function RequireManager() {
  const { isManager } = useAuth();
  const { t } = useTranslation();
  if (!isManager) {
    return (
      <div className="page">
        <p className="error" role="alert">
          {t("shell.accessDenied")}
        </p>
      </div>
    );
  }
  return <Outlet />;
}
