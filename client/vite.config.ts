/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { pwa } from "./pwa/plugin";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { constants } from "node:zlib";
import { fileURLToPath } from "node:url";

// The Go server serves /graphql (HTTP and WebSocket) on port 8080 in development;
// `npm run dev` proxies to it so the client can use same-origin URLs everywhere.
//
// pwa() builds the service worker and the web app manifest (see pwa/).
//
// compression() writes .br and .gz beside each text file over 1 KiB, at the highest
// levels since it runs once per build; the server sends them as they are (see
// internal/server/static.go) instead of compressing on every request.
const TIME_ZONES = ["UTC", "Australia/Sydney", "America/Los_Angeles", "Pacific/Kiritimati"];

export default defineConfig({
  plugins: [
    react(),
    pwa(),
    compression({
      include: /\.(html|css|js|mjs|json|webmanifest|svg|txt)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm("gzip", { level: 9 }),
        defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      logLevel: "silent",
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
    // The GraphQL IDE (graphiql.html, served at /graphql) is an entry of its own, so
    // none of its code loads with the app.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL("./index.html", import.meta.url)),
        graphiql: fileURLToPath(new URL("./graphiql.html", import.meta.url)),
      },
    },
  },
  test: {
    environment: "node",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/testing/setup.ts"],
    // Every test runs in four time zones: UTC, a day ahead (Sydney, Kiritimati at UTC+14)
    // and behind (Los Angeles), where local dates and the workplace's part ways. One run
    // with a project per zone shares the start-up and transforms four runs each paid.
    projects: TIME_ZONES.map((zone) => ({ extends: true, test: { name: zone, env: { TZ: zone } } })),
  },
});
