import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useHome } from "../api/home";
import { ManagerTodo } from "./manager-todo";
import { FirstRun, firstRunSteps } from "./first-run";
import { OfflineNotice, PendingRequests, UnreadNotifications, UpcomingShifts } from "./staff-home";
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

/** The home screen: when do I work next, and what needs my decision. */
export function HomePage() {
  const { user, isManager } = useAuth();
  const now = useNow();
  const { data, loading, error, savedAt, friday } = useHome(user?.id ?? "", isManager);
  if (!user) return null;
  // An empty workplace (nobody to schedule, or no week ever published) gets the checklist
  // in place of a week of "0 shifts".
  const steps = isManager && data ? firstRunSteps(data) : [];
  const firstRun = steps.length > 0 && (!steps[0].done || !steps[2].done);
  return (
    <div className="page page--wide home-page">
      <h1>Welcome, {user.name}!</h1>
      <p className="muted">
        You are signed in as <strong>{roleLabel(user.role)}</strong>.
      </p>
      {savedAt && <OfflineNotice savedAt={savedAt} />}
      {!data && loading && <Loading />}
      {!data && error && !loading && (
        <p className="error" role="alert">
          Error: {errorMessage(error, "Failed to load your home screen")}
        </p>
      )}
      {data && (
        <div className="home-grid">
          <div>
            {firstRun && <FirstRun steps={steps} />}
            <UpcomingShifts data={data} now={now} />
            {isManager && <ManagerTodo data={data} friday={friday} offline={savedAt !== null} coverage={!firstRun} />}
          </div>
          <div>
            <PendingRequests data={data} meId={user.id} />
            <UnreadNotifications data={data} />
            <nav aria-label="Shortcuts" className="card btn-row">
              <Link to="/schedule" className="btn btn--secondary">
                View Schedule
              </Link>
              <Link to="/pto" className="btn btn--secondary">
                Time Off Requests
              </Link>
              <Link to="/swaps" className="btn btn--secondary">
                Shift Swaps
              </Link>
            </nav>
          </div>
        </div>
      )}
    </div>
  );
}
