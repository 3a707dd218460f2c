// Starts an SMTP sink (devtools/smtpsink) and the real server binary on a fresh
// database for the whole run, the server sending its e-mail to the sink (tests read what
// arrived there, helpers.ts mailTo), logs the server's output to a file, waits for
// /healthz, and stops both afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { FullConfig } from "@playwright/test";
import { weekCollisions } from "./weeks";

const here = dirname(fileURLToPath(import.meta.url));

export default async function globalSetup(_config: FullConfig) {
  const collisions = weekCollisions(here);
  if (collisions.length > 0) throw new Error(`Browser tests share weeks:\n${collisions.join("\n")}`);
  const bin = resolve(here, "..", process.env.SHIFTSCHED_BIN ?? "../bin/shiftsched");
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) {
    throw new Error("E2E_DATABASE_URL must name a fresh, empty PostgreSQL database (the Makefile's test-e2e sets it).");
  }
  const port = process.env.E2E_PORT!;
  const base = `http://127.0.0.1:${port}`;
  const logDir = resolve(here, "..", "e2e-logs");
  mkdirSync(logDir, { recursive: true });
  const logFile = resolve(logDir, `server-${port}.log`);
  process.env.E2E_SERVER_LOG = logFile;
  const out = openSync(logFile, "a");

  const sink = await startSink(resolve(here, "..", process.env.SMTPSINK_BIN ?? resolve(dirname(bin), "smtpsink")));
  process.env.E2E_MAIL_URL = sink.http;
  process.env.E2E_SMTP_URL = sink.smtp; // for the servers of workplaces of their own that send mail

  const server = spawn(bin, [], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: port,
      APP_ENV: "development",
      MANAGER_SECRET_CODE: "e2e-manager-code",
      JWT_SECRET: "e2e-jwt-secret-that-is-at-least-32-bytes-long",
      APP_URL: base,
      // The suite signs up and signs in dozens of people from one address within a
      // few minutes; the per-address limits would refuse most of them (development only).
      RATE_LIMITS: "off",
      // The webhook tests' receiver listens on this machine.
      WEBHOOK_ALLOW_PRIVATE: "on",
      SMTP_URL: sink.smtp,
      SMTP_TLS: "off",
    },
    stdio: ["ignore", out, out],
  });
  let exited: number | null = null;
  server.on("exit", (code) => {
    exited = code ?? -1;
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== null) {
      sink.process.kill("SIGTERM");
      throw new Error(`server exited with ${exited} before it was healthy; see ${logFile}`);
    }
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      sink.process.kill("SIGTERM");
      throw new Error(`server did not answer /healthz within 60 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await setUpSharedWorkplace(base);

  return async () => {
    sink.process.kill("SIGTERM");
    if (exited !== null) return;
    server.kill("SIGTERM");
    await new Promise<void>((r) => {
      const t = setTimeout(() => {
        server.kill("SIGKILL");
        r();
      }, 10_000);
      server.on("exit", () => {
        clearTimeout(t);
        r();
      });
    });
  };
}

/**
 * Makes the shared server's owner, as a new install's first-run page does: until a
 * manager exists, the sign-in and register pages send everyone to /setup, and the specs
 * that start there (e2e/auth.spec.ts) would depend on which ran first. The first-run
 * page itself is tested on a server of its own (e2e/first-run.spec.ts).
 */
async function setUpSharedWorkplace(base: string) {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      query: `mutation { setUpWorkplace(input: {name: "Suite Owner", email: "suite.owner@example.test", password: "secret123"}) { token } }`,
    }),
  });
  const body = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
  // A local re-run on the same database finds the owner there already.
  const refused = body.errors?.filter((e) => e.extensions?.code !== "CONFLICT") ?? [];
  if (refused.length) throw new Error(`setting up the shared workplace: ${refused.map((e) => e.message).join("; ")}`);
}

/** Starts the SMTP sink and returns its addresses, from the JSON line it prints first. */
async function startSink(bin: string): Promise<{ smtp: string; http: string; process: ChildProcess }> {
  const proc = spawn(bin, [], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolvePromise, reject) => {
    let buf = "";
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`${bin} printed no addresses within 10 s (make build builds it)`));
    }, 10_000);
    proc.on("error", (err) => {
      clearTimeout(timer);
      reject(new Error(`cannot start ${bin} (make build builds it): ${err.message}`));
    });
    proc.stdout!.on("data", (chunk: Buffer) => {
      buf += chunk.toString();
      const nl = buf.indexOf("\n");
      if (nl < 0) return;
      clearTimeout(timer);
      const addrs = JSON.parse(buf.slice(0, nl)) as { smtp: string; http: string };
      proc.stdout!.removeAllListeners("data");
      proc.stdout!.resume();
      resolvePromise({ ...addrs, process: proc });
    });
  });
}
