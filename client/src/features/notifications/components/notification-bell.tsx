import { useCallback, useEffect, useId, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { errorCode } from "@/lib/errors";
import {
  useAllNotifications,
  useMarkNotificationRead,
  useNotificationAdded,
  useNotifications,
} from "../api/notifications";
import { useT } from "../i18n";
import "./notification-bell.css";

type Props = {
  /** Called when the server says the session is no longer valid. */
  onUnauthenticated: () => void;
};

/**
 * The bell with its unread count, and the dropdown of unread notifications: the newest
 * the poll brings, and all of them when asked.
 */
export function NotificationBell({ onUnauthenticated }: Props) {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { data, error, refetch } = useNotifications(true);
  const listed = useListed(data?.notifications ?? []);
  const [markRead] = useMarkNotificationRead();

  const refresh = useCallback(() => {
    refetch().catch((err: unknown) => console.warn("Failed to fetch notifications", err));
  }, [refetch]);
  useNotificationAdded(true, refresh);

  useEffect(() => {
    if (!error) return;
    if (errorCode(error) === "UNAUTHENTICATED") onUnauthenticated();
    else console.warn("Failed to fetch notifications", error);
  }, [error, onUnauthenticated]);

  const { items, reset } = listed;
  const close = useCallback(() => {
    setOpen(false);
    reset();
  }, [reset]);
  useCloseOnOutside(open, rootRef, buttonRef, close);
  const count = data?.unreadNotificationCount ?? 0;

  const choose = async (id: string, link: string) => {
    try {
      await markRead({ variables: { id } });
    } catch (err) {
      console.warn("Failed to mark notification read", err);
    }
    close();
    refresh();
    navigate(link.startsWith("/") ? link : "/dashboard");
  };

  return (
    <div className="bell" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="bell__button"
        aria-label={t("notifications.button", { count })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2z"
          />
        </svg>
        {count > 0 && (
          <span className="bell__badge" aria-hidden="true">
            {count > 99 ? t("notifications.many") : count}
          </span>
        )}
      </button>
      {open && (
        <Dropdown
          id={menuId}
          items={items}
          unlisted={count - items.length}
          loadingAll={listed.loadingAll}
          onShowAll={listed.askForAll}
          onChoose={(n) => void choose(n.id, n.link)}
        />
      )}
    </div>
  );
}

/** What the dropdown lists: the newest the poll brought, or every unread one once asked
 * for (until reset, when it closes). */
function useListed(polled: readonly Item[]) {
  const [loadAll, all] = useAllNotifications();
  const [showAll, setShowAll] = useState(false);
  const reset = useCallback(() => setShowAll(false), []);
  const askForAll = () => {
    setShowAll(true);
    loadAll().catch((err: unknown) => console.warn("Failed to fetch notifications", err));
  };
  const items = (showAll ? all.data?.notifications : undefined) ?? polled;
  return { items, loadingAll: showAll && all.loading, askForAll, reset };
}

/** While open, a click outside the bell or Escape closes it (Escape puts focus back on the button). */
function useCloseOnOutside(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
  close: () => void,
) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) latest.current();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        latest.current();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, rootRef, buttonRef]);
}

type Item = { id: string; message: string; link: string };

type DropdownProps = {
  id: string;
  items: readonly Item[];
  /** How many unread notifications are not in items. */
  unlisted: number;
  loadingAll: boolean;
  onShowAll: () => void;
  onChoose: (n: Item) => void;
};

function Dropdown({ id, items, unlisted, loadingAll, onShowAll, onChoose }: DropdownProps) {
  const { t } = useT();
  return (
    <div className="bell__dropdown" id={id}>
      <h2 className="bell__title">{t("notifications.title")}</h2>
      {items.length === 0 ? (
        <p className="bell__empty">{t("notifications.empty")}</p>
      ) : (
        <ul className="bell__list">
          {items.map((n) => (
            <li key={n.id}>
              <button type="button" className="bell__item" onClick={() => onChoose(n)}>
                {n.message}
              </button>
            </li>
          ))}
        </ul>
      )}
      {unlisted > 0 && (
        <button type="button" className="bell__more" disabled={loadingAll} onClick={onShowAll}>
          {t("notifications.showAll", { count: items.length + unlisted })}
        </button>
      )}
    </div>
  );
}
