// Who is signed in. The app renders nothing but 'Loading...' until the stored token
// (if any) has been turned into a user, so no page flashes the wrong state.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { LogoutDocument, MeDocument, type MeQuery } from "@/gql/auth";
import { clearToken, getToken, setToken } from "./token-storage";
import { request } from "./graphql-request";
import { loadedApollo } from "./apollo-loader";
import i18next from "./i18n";
import { clearOffline, isNetworkError, offlineUser, saveOffline } from "./offline";
import { WEEK_STARTS_ON } from "./week-start-name";
import { followAccount } from "./i18n";

export type CurrentUser = MeQuery["me"];

type AuthState = {
  user: CurrentUser | null;
  /** True until the initial identity load has finished. */
  loading: boolean;
  /** The current token; changes on sign-in, password change and sign-out. */
  token: string | null;
  isManager: boolean;
  /** Stores a fresh token (login, reset, password change) and loads its user. */
  signIn: (token: string) => Promise<CurrentUser>;
  /** Replaces the signed-in user's details (after a name change); the rest stays. */
  updateUser: (user: Partial<CurrentUser>) => void;
  /** Revokes the token on the server and forgets it, the user, every cached answer and notifications. */
  signOut: () => void;
};

// Apollo Client loads with the first signed-in page. Once loaded, a new token reopens
// its live-update socket, and signing out also forgets every cached answer.
async function resetApollo(forget: boolean): Promise<void> {
  const apollo = loadedApollo();
  if (!apollo) return;
  apollo.resetRealtime();
  if (forget) await apollo.apolloClient.clearStore();
}

const AuthContext = createContext<AuthState | null>(null);

/** Keeps the user, and the workplace's first day of the week, which useWeekStartsOn reads
 * until its own query answers: pages need not wait for it. */
function remember(data: MeQuery) {
  saveOffline(data.me.id, "me", data.me);
  saveOffline(data.me.id, WEEK_STARTS_ON, data.workplaceSettings.weekStartsOn);
}

/**
 * Loads the user of the token found at start-up (signIn loads the user of later tokens);
 * without a connection, the offline copy's user is shown (read only) instead of signing out.
 */
function useStartupUser(
  setUser: (u: CurrentUser | null) => void,
  setTokenState: (t: string | null) => void,
  setLoading: (l: boolean) => void,
) {
  useEffect(() => {
    const stored = getToken();
    if (!stored) return;
    let cancelled = false;
    request(MeDocument, {}, stored)
      .then(async (data) => {
        if (cancelled) return;
        if (!data?.me) throw new Error("no user");
        await followAccount(data.me);
        setUser(data.me);
        remember(data);
      })
      .catch(async (err: unknown) => {
        if (cancelled) return;
        // Without a connection the token cannot be checked: the offline copy's user is
        // shown (read only) rather than signing them out.
        const kept = isNetworkError(err) ? offlineUser<CurrentUser>() : null;
        if (kept) {
          await followAccount(kept);
          setUser(kept);
          return;
        }
        console.warn("Failed to load user", err);
        clearToken();
        setTokenState(null);
        setUser(null);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
    // The setters are React's state setters: stable, so this runs once, at start-up.
  }, [setUser, setTokenState, setLoading]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState<boolean>(() => getToken() !== null);

  useStartupUser(setUser, setTokenState, setLoading);

  const signIn = useCallback(
    async (newToken: string) => {
      setToken(newToken);
      await resetApollo(false);
      try {
        const data = await request(MeDocument, {}, newToken);
        if (!data?.me) throw new Error("Failed to load user");
        await followAccount(data.me);
        setTokenState(newToken);
        setUser(data.me);
        remember(data);
        return data.me;
      } catch (err) {
        clearToken();
        setTokenState(null);
        setUser(null);
        throw err;
      }
    },
    [],
  );

  const signOut = useCallback(() => {
    // The server revokes the token too, so a copy of it (another tab, a leaked log)
    // stops working now rather than when it expires. Best effort: signing out here
    // never waits for it.
    const current = getToken();
    if (current) {
      request(LogoutDocument, {}, current).catch(() => undefined);
    }
    clearToken();
    clearOffline();
    setTokenState(null);
    setUser(null);
    void followAccount(null);
    void resetApollo(true);
  }, []);

  const updateUser = useCallback((u: Partial<CurrentUser>) => {
    setUser((prev) => {
      if (!prev) return prev;
      const next = { ...prev, ...u };
      saveOffline(next.id, "me", next);
      return next;
    });
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      token,
      isManager: user?.role === "MANAGER",
      signIn,
      updateUser,
      signOut,
    }),
    [user, loading, token, signIn, updateUser, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth outside AuthProvider");
  return ctx;
}

/** 'manager' or 'employee', as the interface shows roles (in the person's language). */
export function roleLabel(role: string): string {
  return i18next.t(`shell.role.${role}`, { defaultValue: role.toLowerCase() });
}
