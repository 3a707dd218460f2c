/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { pwa } from "./pwa/plugin";
import { fileURLToPath } from "node:url";

// The Go server serves /graphql (HTTP and WebSocket) on port 8080 in development;
// `npm run dev` proxies to it so the client can use same-origin URLs everywhere.
//
// pwa() builds the service worker and the web app manifest (see pwa/).
export default defineConfig({
  plugins: [
    react(),
    pwa(),
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
