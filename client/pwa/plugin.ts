// Builds the service worker (pwa/sw.js) with the list of files of this build, and the web
// app manifest: a build-time step only, nothing of it ships in the app's scripts.
import { readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

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
      const ide = ideOnly(bundle);
      for (const name of Object.keys(bundle)) if (name.startsWith("assets/") && !ide.has(name)) files.push(`/${name}`);
      files.sort();
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const source = readFileSync(new URL("./sw.js", import.meta.url), "utf8")
        .replace("self.__SHIFTSCHED_VERSION__", JSON.stringify(version))
        .replace("self.__SHIFTSCHED_FILES__", JSON.stringify(files));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}

/**
 * The files only the GraphQL IDE's entry (graphiql.html) reaches: the app's visitors
 * never need them, so the service worker does not keep them.
 */
function ideOnly(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
  const reach = (entries: OutputChunk[]) => {
    const seen = new Set<string>();
    const walk = (name: string) => {
      const c = bundle[name];
      if (seen.has(name) || !c || c.type !== "chunk") return;
      seen.add(name);
      for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const asset of c.viteMetadata?.importedAssets ?? []) seen.add(asset);
      [...c.imports, ...c.dynamicImports].forEach(walk);
    };
    entries.forEach((c) => walk(c.fileName));
    return seen;
  };
  const app = reach(chunks.filter((c) => c.isEntry && c.name !== "graphiql"));
  const ide = reach(chunks.filter((c) => c.isEntry && c.name === "graphiql"));
  return new Set([...ide].filter((f) => !app.has(f)));
}
