import { Link } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useAppT } from "../i18n";

export default function NotFoundRoute() {
  const { user } = useAuth();
  const { t } = useAppT();
  return (
    <div className="page">
      <div className="card">
        <h1>{t("app.notFound.title")}</h1>
        <p>{t("app.notFound.detail")}</p>
        <Link to={user ? "/dashboard" : "/"}>{user ? t("app.notFound.toDashboard") : t("app.notFound.toLogin")}</Link>
      </div>
    </div>
  );
}
