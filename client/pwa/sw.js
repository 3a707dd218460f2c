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
