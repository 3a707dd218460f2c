// Sums the gzip size of the JavaScript a first visit to the login page loads: the
// entry, its static imports and those of the login route's chunk. `npm run size`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";

const dist = new URL("../dist/", import.meta.url).pathname;
const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)[1];
const seen = new Set();

function walk(file) {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(join(dist, "assets", file), "utf8");
  for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) walk(m[1]);
}

walk(entry);
const entryCode = readFileSync(join(dist, "assets", entry), "utf8");
const login = /import\(`\.\/(login-[^`]+\.js)`\)/.exec(entryCode) ?? /import\("\.\/(login-[^"]+\.js)"\)/.exec(entryCode);
if (login) walk(login[1]);

let total = 0;
for (const f of [...seen].sort()) {
  const gz = gzipSync(readFileSync(join(dist, "assets", f))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(7)} KB  ${f}`);
}
console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  total gzip JS on first visit to /`);
