// Builds the service worker (pwa/sw.js) with the list of files of this build, and the web
// app manifest: a build-time step only, nothing of it ships in the app's scripts.
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

const manifest = {
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
};

/** Emits manifest.webmanifest and sw.js (precaching every built file) in production builds. */
export function pwa(): Plugin {
  return {
    name: "shiftsched-pwa",
    apply: "build",
    generateBundle(_options, bundle) {
      this.emitFile({ type: "asset", fileName: "manifest.webmanifest", source: JSON.stringify(manifest, null, 2) });
      const files = ["/", "/manifest.webmanifest", "/icon-192.png", "/icon-512.png", "/apple-touch-icon.png"];
      for (const name of Object.keys(bundle)) if (name.startsWith("assets/")) files.push(`/${name}`);
      files.sort();
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const source = readFileSync(new URL("./sw.js", import.meta.url), "utf8")
        .replace("self.__SHIFTSCHED_VERSION__", JSON.stringify(version))
        .replace("self.__SHIFTSCHED_FILES__", JSON.stringify(files));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
