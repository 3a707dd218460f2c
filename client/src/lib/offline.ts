// The offline copy: the last answers of the screens worth reading without a connection
// (the home screen and the weekly schedule), kept in this browser's localStorage under
// the signed-in user's id. The service worker caches only the app's own files, never an
// API answer, so this copy is the only data kept; signing out deletes it.
const KEY = "shiftsched.offline";

type Snapshot = { userId: string; entries: Record<string, { savedAt: string; data: unknown }> };

function read(): Snapshot | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Snapshot) : null;
  } catch {
    return null;
  }
}

/** Keeps data as the offline copy of screen `name` for user `userId` (another user's copy is dropped). */
export function saveOffline(userId: string, name: string, data: unknown, now: Date = new Date()): void {
  const current = read();
  const snap: Snapshot = current && current.userId === userId ? current : { userId, entries: {} };
  snap.entries[name] = { savedAt: now.toISOString(), data };
  try {
    localStorage.setItem(KEY, JSON.stringify(snap));
  } catch {
    // A full storage only costs the offline copy.
  }
}

/** The offline copy of screen `name` for user `userId`, if one was kept. */
export function loadOffline<T>(userId: string, name: string): { savedAt: string; data: T } | null {
  const snap = read();
  if (!snap || snap.userId !== userId) return null;
  const entry = snap.entries[name];
  return entry ? { savedAt: entry.savedAt, data: entry.data as T } : null;
}

/** The user the offline copy belongs to (to open the app without a connection). */
export function offlineUser<T>(): T | null {
  return loadOffline<T>(read()?.userId ?? "", "me")?.data ?? null;
}

/** Forgets every offline copy (on sign-out). */
export function clearOffline(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Whether a call failed for want of a connection (fetch rejects with a TypeError, which
 * Apollo passes on) rather than being answered, even with an error, by the server.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
