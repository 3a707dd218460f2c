// The service worker: it keeps the app's own files (the HTML shell, scripts, styles,
// icons) so that the app opens without a connection. It never stores an API answer
// (/graphql, /api): those go to the network untouched, so nothing one user read can be
// served to another; offline reading uses the signed-in user's own copy (src/lib/offline.ts).
// The build (pwa/plugin.ts) replaces the two values below.
const VERSION = self.__SHIFTSCHED_VERSION__;
const FILES = self.__SHIFTSCHED_FILES__;
const CACHE = `shiftsched-app-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("shiftsched-app-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const API = /^\/(graphql|api\/|healthz|readyz)/;

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || API.test(url.pathname)) return;
  if (req.mode === "navigate") {
    // Pages: the network first (a new deployment shows at once), the kept shell offline.
    // The shell is kept as "/": the server redirects /index.html, and a redirected
    // answer cannot serve a navigation.
    event.respondWith(fetch(req).catch(() => caches.match("/", { cacheName: CACHE })));
    return;
  }
  event.respondWith(caches.match(req, { cacheName: CACHE }).then((hit) => hit || fetch(req)));
});

// Web Push: the server sends only the notification's text and the page it points to
// (its link names the notification, so the page marks it read when it opens).
self.addEventListener("push", (event) => {
  let message = { text: "", link: "/" };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    message.text = event.data ? event.data.text() : "";
  }
  event.waitUntil(
    self.registration.showNotification("Shiftsched", {
      body: message.text,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { link: message.link },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const opened = openPage(event.notification.data?.link ?? "/");
  try {
    event.waitUntil(opened);
  } catch {
    // A click dispatched by a script (the browser tests) may not extend its event; the
    // page opens all the same.
  }
});

/** Shows link in a window of the app: the one the person used last, told to go there
 * (it navigates inside the app, keeping its state), or a new one when none is open. */
async function openPage(link) {
  const url = new URL(link, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url.href);
    return;
  }
  open.postMessage({ type: "open-notification", link: url.pathname + url.search + url.hash });
  await open.focus().catch(() => {}); // refused without the person's click
}
