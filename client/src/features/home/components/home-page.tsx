import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useHome } from "../api/home";
import { ManagerTodo } from "./manager-todo";
import { FirstRun, firstRunSteps, showFirstRun } from "./first-run";
import { OfflineNotice, PendingRequests, UnreadNotifications, UpcomingShifts } from "./staff-home";
import { useT } from "../i18n";
import "./home.css";

/** A clock that moves on each minute, so "in 40 min" stays true while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/** The home screen: when do I work next, what needs my decision, and my leave (`balances`, composed by the route). */
export function HomePage({ balances }: { balances?: ReactNode }) {
  const { t } = useT();
  const { user, isManager } = useAuth();
  const now = useNow();
  const { data, loading, error, savedAt, weekFrom } = useHome(user?.id ?? "", isManager);
  if (!user) return null;
  // An empty workplace (nobody to schedule, or no week ever published) gets the checklist
  // in place of a week of "0 shifts".
  const steps = isManager && data ? firstRunSteps(data) : [];
  const firstRun = showFirstRun(steps);
  return (
    <div className="page page--wide home-page">
      <h1>{t("home.welcome", { name: user.name })}</h1>
      <p className="muted">
        {t("home.signedInAs")} <strong>{t(`home.role.${user.role}`, { defaultValue: roleLabel(user.role) })}</strong>.
      </p>
      {savedAt && <OfflineNotice savedAt={savedAt} />}
      {!data && loading && <Loading />}
      {!data && error && !loading && (
        <p className="error" role="alert">
          {t("home.error", { message: errorMessage(error, t("home.loadFailed")) })}
        </p>
      )}
      {data && (
        <div className="home-grid">
          <div>
            {firstRun && <FirstRun steps={steps} />}
            <UpcomingShifts data={data} now={now} />
            {isManager && <ManagerTodo data={data} weekFrom={weekFrom} offline={savedAt !== null} coverage={!firstRun} />}
          </div>
          <div>
            <PendingRequests data={data} meId={user.id} />
            <UnreadNotifications data={data} />
            {balances}
            <nav aria-label={t("home.shortcuts")} className="card btn-row">
              <Link to="/schedule" className="btn btn--secondary">
                {t("home.viewSchedule")}
              </Link>
              <Link to="/pto" className="btn btn--secondary">
                {t("home.timeOff")}
              </Link>
              <Link to="/swaps" className="btn btn--secondary">
                {t("home.swaps")}
              </Link>
            </nav>
          </div>
        </div>
      )}
    </div>
  );
}
