import { Link, useNavigate } from "react-router-dom";
import { roleLabel, useAuth } from "@/lib/auth";

export default function DashboardRoute() {
  const { user, isManager, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <div className="page">
      <div className="card">
        <h1>Welcome, {user.name}!</h1>
        <p>
          You are signed in as <strong>{roleLabel(user.role)}</strong>.
        </p>
        <nav aria-label="Shortcuts" className="btn-row">
          <Link to="/schedule" className="btn">
            View Schedule
          </Link>
          <Link to="/pto" className="btn">
            Time Off Requests
          </Link>
          <Link to="/swaps" className="btn">
            Shift Swaps
          </Link>
        </nav>
      </div>
      {isManager && (
        <section className="card" aria-labelledby="manager-panel">
          <h2 id="manager-panel">Manager Panel</h2>
          <p>As a manager you can upload schedules, manage PTO requests and approve shift swaps.</p>
        </section>
      )}
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => {
          signOut();
          navigate("/");
        }}
      >
        Logout
      </button>
    </div>
  );
}
