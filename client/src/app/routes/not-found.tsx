import { Link } from "react-router-dom";
import { useAuth } from "@/lib/auth";

export default function NotFoundRoute() {
  const { user } = useAuth();
  return (
    <div className="page">
      <div className="card">
        <h1>Page not found</h1>
        <p>There is nothing at this address.</p>
        <Link to={user ? "/dashboard" : "/"}>{user ? "Go to the dashboard" : "Go to the login page"}</Link>
      </div>
    </div>
  );
}
