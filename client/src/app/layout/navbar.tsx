import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useAuth } from "@/lib/auth";
import { useTranslation } from "@/lib/i18n";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { useLimitedManager } from "@/lib/reach";
import { EMPLOYEE_GROUPS, MANAGER_GROUPS, withinReach, type NavGroup } from "./nav-links";
import "./navbar.css";

/**
 * Open until the address changes: any navigation closes it. It follows the address, not
 * the router's location, which lags behind while the next page's code loads (navigations
 * are transitions, which keep the page being left on screen): a menu opened meanwhile
 * belongs to the page on its way, and stays open when it arrives.
 */
function useOpenOnThisPage(): [boolean, (open: boolean) => void] {
  useLocation(); // renders again when a navigation arrives, which closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === window.location.pathname;
  const setOpen = useCallback((o: boolean) => setOpenOn(o ? window.location.pathname : null), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, setOpen]);
  return [open, setOpen];
}

/**
 * The top bar (brand, bell, the user's name with the account menu) and the page list: a
 * sidebar on wide screens, a menu behind a button on narrow ones. The sidebar holds every
 * page a manager has without scrolling at 1366×768, so nothing hides behind the bell.
 */
export function Navbar() {
  const { user, isManager, signOut, token } = useAuth();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const limited = useLimitedManager();
  const groups = isManager ? withinReach(MANAGER_GROUPS, limited) : EMPLOYEE_GROUPS;

  const logout = useCallback(() => {
    setMenuOpen(false);
    signOut();
    navigate("/");
  }, [signOut, navigate, setMenuOpen]);

  if (!user) return null;

  return (
    <>
      <header className="navbar">
        <div className="navbar__inner">
          <button
            type="button"
            className="navbar__hamburger"
            aria-label={t("nav.menu")}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </button>
          <Link to="/dashboard" className="navbar__brand">
            Shiftsched
          </Link>
          <div className="navbar__right">
            <NotificationBell key={token ?? ""} onUnauthenticated={logout} />
            <AccountMenu name={user.name} onLogout={logout} />
          </div>
        </div>
      </header>
      <nav className="sidenav" aria-label={t("nav.main")}>
        <NavGroups groups={groups} />
      </nav>
      {menuOpen && (
        <nav className="navbar__overlay" id="mobile-menu" aria-label={t("nav.mobile")}>
          <NavGroups groups={groups} onChoose={() => setMenuOpen(false)} />
          <NavLink to="/profile" end className="sidenav__link" onClick={() => setMenuOpen(false)}>
            {t("nav.hi", { name: user.name })}
          </NavLink>
        </nav>
      )}
    </>
  );
}

/** The pages, under their group's name. */
function NavGroups({ groups, onChoose }: { groups: readonly NavGroup[]; onChoose?: () => void }) {
  const baseId = useId();
  const { t } = useTranslation();
  return groups.map((g, i) => (
    <div key={g.name || "top"} className="sidenav__group">
      {g.name && (
        <p className="sidenav__heading" id={`${baseId}-${i}`}>
          {t(g.name)}
        </p>
      )}
      <ul className="sidenav__list" aria-labelledby={g.name ? `${baseId}-${i}` : undefined}>
        {g.links.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end className="sidenav__link" onClick={onChoose}>
              {t(l.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/**
 * The user's name leads to their profile (SPEC.md's 'Hi, {name}' link); the button beside it
 * opens the account menu, where Logout waits out of the way of everyday clicks.
 */
function AccountMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const [open, setOpen] = useOpenOnThisPage();
  const { t } = useTranslation();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open, setOpen]);
  return (
    <div className="account" ref={rootRef}>
      <NavLink to="/profile" end className="account__name">
        {t("nav.hi", { name })}
      </NavLink>
      <button
        type="button"
        className="account__toggle"
        aria-label={t("nav.account")}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div className="account__menu" id={menuId}>
          <Link to="/profile" className="account__item" onClick={() => setOpen(false)}>
            {t("nav.myProfile")}
          </Link>
          <button type="button" className="account__item account__logout" onClick={onLogout}>
            {t("nav.logout")}
          </button>
        </div>
      )}
    </div>
  );
}
