// A second server on a database of its own, for tests about a workplace nobody has used
// yet (the first-run checklist): the suite's shared server is never empty, since every
// other test adds people and publishes weeks to it.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MANAGER_CODE, PASSWORD, uniquePerson } from "./helpers";
import { weekStart } from "../src/lib/dates";

const here = dirname(fileURLToPath(import.meta.url));

export type FreshWorkplace = { base: string; databaseUrl: string; stop: () => Promise<void> };

function freePort(): number {
  return Number(
    execFileSync(process.execPath, [
      "-e",
      "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
    ]).toString(),
  );
}

/** Starts the server binary on a new, empty database named `name`, and waits until it
 * answers; env adds to (or overrides) the server's environment, as its host would. */
export async function startFreshWorkplace(name: string, env: Record<string, string> = {}): Promise<FreshWorkplace> {
  const bin = resolve(here, "..", process.env.SHIFTSCHED_BIN ?? "../bin/shiftsched");
  const devdb = resolve(dirname(bin), "devdb");
  // devdb makes the database beside the suite's own (E2E_DATABASE_URL's cluster).
  const databaseUrl = execFileSync(devdb, ["fresh", name], {
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
  })
    .toString()
    .trim();
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const out = openSync(resolve(here, "..", "e2e-logs", `server-${name}.log`), "a");
  const server: ChildProcess = spawn(bin, [], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      APP_ENV: "development",
      MANAGER_SECRET_CODE: MANAGER_CODE,
      JWT_SECRET: "e2e-jwt-secret-that-is-at-least-32-bytes-long",
      APP_URL: base,
      RATE_LIMITS: "off",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", out, out],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the fresh server exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error("the fresh server did not answer /healthz within 30 s");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise<void>((done) => {
      if (server.exitCode !== null) return done();
      server.once("exit", () => done());
      server.kill("SIGTERM");
    });
  return { base, databaseUrl, stop };
}

/** Adds employees straight to the fresh database, in one statement: a test about a large
 * workplace needs its people, not 500 registrations (each a bcrypt hash, minutes on a
 * loaded machine). The database's triggers tell the server, as for any other write. */
export function insertEmployees(w: FreshWorkplace, names: string[], tag: string) {
  const sql = `INSERT INTO users (name, email, role, password_hash)
    SELECT n, lower(:'tag') || '-' || i || '@example.com', 'employee', '!'
    FROM unnest(string_to_array(:'names', '|')) WITH ORDINALITY AS t(n, i)`;
  execFileSync("psql", [w.databaseUrl, "-v", "ON_ERROR_STOP=1", "-q", "-v", `names=${names.join("|")}`, "-v", `tag=${tag}`], {
    input: sql,
  });
}

const DAY_KEYS = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"];
const hm = (d: Date) => d.toISOString().slice(11, 16);

/** A shift that started `before` minutes ago and ends `after` minutes from now, on a fresh
 * server whose workplace day is UTC's (Friday weeks): its week, day key and times, and the
 * instants. Tests about today's clock build on it rather than on "00:00" to "23:59" today,
 * which is last night's shift, no longer on the board, in the hour after midnight. */
export function shiftAround(before: number, after: number, now = new Date()) {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  const starts = new Date(minute - before * 60_000);
  const ends = new Date(minute + after * 60_000);
  const date = starts.toISOString().slice(0, 10);
  return {
    weekStarting: weekStart(date, "FRIDAY"),
    dayKey: DAY_KEYS[starts.getUTCDay()],
    startTime: hm(starts),
    endTime: hm(ends),
    starts,
    ends,
  };
}

/** Calls the fresh server's GraphQL API. */
export async function freshGql<T>(base: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join("; ")}`);
  return body.data as T;
}

/** Registers a person on the fresh server and signs them in. */
export async function freshPerson(
  base: string,
  role: "MANAGER" | "EMPLOYEE",
  prefix: string,
): Promise<{ name: string; token: string; id: string }> {
  const p = uniquePerson(prefix);
  await freshGql(base, `mutation($input: RegisterInput!) { register(input: $input) { id } }`, {
    input: { name: p.name, email: p.email, password: PASSWORD, role, ...(role === "MANAGER" ? { managerCode: MANAGER_CODE } : {}) },
  });
  const data = await freshGql<{ login: { token: string; user: { id: string } } }>(
    base,
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`,
    { e: p.email, p: PASSWORD },
  );
  return { name: p.name, token: data.login.token, id: data.login.user.id };
}

/** Registers the workplace's first manager and returns their token. */
export async function firstManager(base: string): Promise<{ name: string; token: string }> {
  return freshPerson(base, "MANAGER", "Owner");
}
