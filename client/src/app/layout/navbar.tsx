import { useCallback, useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import "./navbar.css";

type NavItem = { to: string; label: string };

const LINKS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/schedule", label: "Weekly Schedule" },
  { to: "/monthly-schedule", label: "Monthly Schedule" },
  { to: "/pto", label: "Time Off" },
  { to: "/availability", label: "Availability" },
  { to: "/swaps", label: "Shift Swaps" },
  { to: "/open-shifts", label: "Open Shifts" },
  { to: "/hours", label: "Hours" },
];

const MANAGER_LINKS: NavItem[] = [
  { to: "/manage-staff", label: "Manage Staff" },
  { to: "/workplace", label: "Workplace" },
  { to: "/audit", label: "Audit Log" },
  { to: "/webhooks", label: "Webhooks" },
  { to: "/workplace/requirements", label: "Staffing" },
  { to: "/workplace/rules", label: "Rule Sets" },
];

export function Navbar() {
  const { user, isManager, signOut, token } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The phone menu is open on the page it was opened on: any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = useCallback((open: boolean) => setMenuOpenOn(open ? location.pathname : null), [location.pathname]);

  const links = isManager ? [...LINKS, ...MANAGER_LINKS] : LINKS;

  const logout = useCallback(() => {
    setMenuOpen(false);
    signOut();
    navigate("/");
  }, [signOut, navigate, setMenuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen, setMenuOpen]);

  if (!user) return null;

  return (
    <header className="navbar">
      <nav className="navbar__inner" aria-label="Main">
        <Link to="/dashboard" className="navbar__brand">
          Shiftsched
        </Link>
        <ul className="navbar__links">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="navbar__link">
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="navbar__right">
          <NotificationBell key={token ?? ""} onUnauthenticated={logout} />
          <NavLink to="/profile" className="navbar__link navbar__hi">
            Hi, {user.name}
          </NavLink>
          <button type="button" className="btn btn--light navbar__logout" onClick={logout}>
            Logout
          </button>
          <button
            type="button"
            className="navbar__hamburger"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </button>
        </div>
      </nav>
      {menuOpen && <MobileMenu links={links} name={user.name} onChoose={() => setMenuOpen(false)} />}
    </header>
  );
}

/** The phone menu: the same links in an overlay; choosing one closes it. */
function MobileMenu({ links, name, onChoose }: { links: readonly NavItem[]; name: string; onChoose: () => void }) {
  return (
    <div className="navbar__overlay" id="mobile-menu">
      <nav aria-label="Mobile">
        <ul>
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className="navbar__overlay-link" onClick={onChoose}>
                {l.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/profile" className="navbar__overlay-link" onClick={onChoose}>
              Hi, {name}
            </NavLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
