/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { fileURLToPath } from "node:url";

// The Go server serves /graphql (HTTP and WebSocket) on port 8080 in development;
// `npm run dev` proxies to it so the client can use same-origin URLs everywhere.
//
// The service worker (vite-plugin-pwa, Workbox) precaches the app's own files so that it
// opens without a connection; it caches no API answer (/graphql, /api), so nothing one
// user read is ever served to another. Offline reading uses the per-user copy of
// src/lib/offline.ts, which signing out deletes.
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      injectRegister: false,
      registerType: "autoUpdate",
      includeAssets: ["apple-touch-icon.png"],
      manifest: {
        name: "Shiftsched",
        short_name: "Shiftsched",
        description: "Your shifts, time off and swaps",
        start_url: "/dashboard",
        scope: "/",
        display: "standalone",
        theme_color: "#1f3a5f",
        background_color: "#f4f6f9",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,png,webmanifest}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/graphql/, /^\/api\//, /^\/healthz/, /^\/readyz/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/graphql": { target: "http://localhost:8080", ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
  },
});
