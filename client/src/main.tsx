import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "@/lib/i18n";
import { App } from "@/app/app";
import "@/styles/global.css";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (see vite.config.ts) makes the app open without a connection.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch((err: unknown) => console.warn("Service worker not registered", err));
  });
}
