import { Outlet } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { Navbar } from "./navbar";

/** The navigation bar (signed-in only) above the current page. */
export function AppLayout() {
  const { user } = useAuth();
  return (
    <>
      {user && <Navbar />}
      <main id="main" className="main">
        <Outlet />
      </main>
    </>
  );
}
