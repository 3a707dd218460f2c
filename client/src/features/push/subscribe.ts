// The browser's side of Web Push: asking for permission and subscribing this device
// with the server's VAPID key. The service worker (pwa/sw.js) shows what arrives.

/** Whether this browser can take pushes (and the app's service worker runs: production builds). */
export function pushSupported(): boolean {
  return import.meta.env.PROD && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** A name the person recognises the device by, e.g. "Chrome on Android". */
export function deviceName(ua = navigator.userAgent): string {
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /Firefox\//.test(ua)
      ? "Firefox"
      : /Chrome\//.test(ua)
        ? "Chrome"
        : /Safari\//.test(ua)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad/.test(ua)
      ? "iOS"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X/.test(ua)
          ? "macOS"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export type DeviceKeys = { endpoint: string; p256dh: string; auth: string };

/** The subscription this device has already, if any. */
export async function currentSubscription(): Promise<DeviceKeys | null> {
  const reg = await navigator.serviceWorker.ready;
  const sub = await reg.pushManager.getSubscription();
  return sub ? keysOf(sub) : null;
}

/** The person (or the browser's settings) said no to notifications for this site. */
export class NotificationsBlocked extends Error {
  constructor() {
    super("Notifications are blocked for this site. Allow them in the browser's site settings, then try again.");
  }
}

/** Asks for permission (the browser's own question) and subscribes this device. */
export async function subscribeDevice(publicKey: string): Promise<DeviceKeys> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    throw new NotificationsBlocked();
  }
  const reg = await navigator.serviceWorker.ready;
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return keysOf(sub);
}

/** Drops this browser's subscription and makes a new one: the old endpoint stops
 * working at the push service, and the new one is known to no one yet. */
export async function renewSubscription(publicKey: string): Promise<DeviceKeys> {
  const reg = await navigator.serviceWorker.ready;
  await (await reg.pushManager.getSubscription())?.unsubscribe();
  const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return keysOf(sub);
}

function keysOf(sub: PushSubscription): DeviceKeys {
  const json = sub.toJSON();
  return { endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" };
}
