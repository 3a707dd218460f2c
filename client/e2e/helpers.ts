// Shared steps for the browser tests: unique people, sign-up and sign-in through the
// API (fast) or the screens (as a person would), the app's dialogs and notices, and the
// `test` every spec uses: it fails a test in which the browser's own dialog appeared.
import { expect, test as baseTest, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { execFileSync } from "node:child_process";
import http from "node:http";
import { addDays, todayLocal, weekStart } from "../src/lib/dates";
import { SLOTS } from "./weeks";

export const MANAGER_CODE = "e2e-manager-code";
export const PASSWORD = "secret123";

let seq = 0;
/** A name and e-mail no other test uses. */
export function uniquePerson(prefix: string) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}${seq}`;
  return { name: `${prefix} ${tag}`, email: `${prefix.toLowerCase()}.${tag}@example.test` };
}

type Gql = { data?: Record<string, unknown>; errors?: { message: string }[] };

// The server limits sign-ups and sign-ins per client address. Set-up calls therefore
// come from their own loopback addresses (all of 127.0.0.0/8 is this machine), like
// the many people of a real workplace, and do not use up the browser's allowance.
let sourceSeq = 0;
function nextSourceAddress(): string {
  sourceSeq += 1;
  const w = (process.pid % 200) + 20;
  return `127.${w}.${Math.floor(sourceSeq / 250) % 250}.${(sourceSeq % 250) + 1}`;
}

/** Calls the GraphQL API directly (for setting up data a test is not about). */
export function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const body = JSON.stringify({ query, variables });
  return new Promise<T>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: Number(process.env.E2E_PORT),
        path: "/graphql",
        method: "POST",
        localAddress: nextSourceAddress(),
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          try {
            const parsed = JSON.parse(text) as Gql;
            if (parsed.errors?.length) reject(new Error(`GraphQL: ${parsed.errors.map((e) => e.message).join("; ")}`));
            else resolve(parsed.data as T);
          } catch {
            reject(new Error(`GraphQL: HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

export type Account = { id: string; name: string; email: string; password: string; token: string; role: string };

/** Registers and signs in a new person through the API. */
export async function createAccount(
  prefix: string,
  role: "EMPLOYEE" | "MANAGER" = "EMPLOYEE",
): Promise<Account> {
  const p = uniquePerson(prefix);
  await gql(
    `mutation($input: RegisterInput!) { register(input: $input) { id } }`,
    { input: { name: p.name, email: p.email, password: PASSWORD, role, ...(role === "MANAGER" ? { managerCode: MANAGER_CODE } : {}) } },
  );
  const data = await gql<{ login: { token: string; user: { id: string } } }>(
    `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }`,
    { e: p.email, p: PASSWORD },
  );
  registered.push(data.login.user.id);
  return { id: data.login.user.id, name: p.name, email: p.email, password: PASSWORD, token: data.login.token, role };
}

/** The people the running test registered with createAccount (see leaveNoCrowd). */
const registered: string[] = [];

/** Signs in through the login screen and waits for the dashboard. */
export async function login(page: Page, who: { email: string; password: string }) {
  await page.goto("/");
  await page.getByLabel("Email Address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in by putting the token where the app keeps it (faster than the form). The token
 * is written from the app's icon, a document of the same origin that loads no app. */
export async function signInWithToken(page: Page, account: Account, path = "/dashboard") {
  await page.goto("/icon-192.png");
  await page.evaluate((t) => localStorage.setItem("token", t), account.token);
  await page.goto(path);
}

/** Opens a page of the app as its own links do, without loading the app again: the
 * router follows the history entry. */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** Signs out as a person does: Logout waits in the account menu beside their name. */
export async function logout(page: Page) {
  await page.getByRole("button", { name: "Account", exact: true }).click();
  await page.getByRole("button", { name: "Logout" }).click();
}

/**
 * The app asks and tells in its own dialogs and notices; alert, confirm and prompt are
 * banned (ESLint no-alert). This fixture, on for every test, watches every browser
 * context the test uses (its own and any it makes) and fails the test when one appears.
 */
export const test = baseTest.extend<{ noNativeDialogs: void; leaveNoCrowd: void }>({
  noNativeDialogs: [
    async ({ browser, context }, use) => {
      const seen: string[] = [];
      const watch = (c: BrowserContext) =>
        c.on("dialog", (d) => {
          seen.push(`${d.type()}: ${d.message()}`);
          void d.dismiss().catch(() => {});
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const c = await newContext.apply(browser, args);
        watch(c);
        return c;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
      expect(seen, "the page showed the browser's own dialog").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every test shares one workplace, and one that ends leaves its people behind: by the
   * end of a run some 400, every one a row of each manager's week editor, and each page
   * of a later test two to three times slower to render and to query. When a test ends,
   * the people it registered are marked deleted, as deleting them would (their shifts
   * and requests stay, out of every list of people).
   */
  leaveNoCrowd: [
    // Playwright reads a fixture's needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      registered.length = 0;
      await use();
      const ids = registered.splice(0).map(Number).filter(Number.isInteger);
      if (ids.length === 0) return;
      execFileSync("psql", [process.env.E2E_DATABASE_URL!, "-v", "ON_ERROR_STOP=1", "-q", "-v", `ids={${ids.join(",")}}`], {
        input: "UPDATE users SET deleted_at = now() WHERE id = ANY(:'ids'::bigint[]) AND deleted_at IS NULL",
      });
    },
    { auto: true },
  ],
});
export { expect };

/** The app's confirmation dialog, found by its title (its accessible name). */
export function question(page: Page, title: string | RegExp): Locator {
  return page.getByRole("dialog", { name: title });
}

/** Answers the app's confirmation dialog with this title by clicking the named button. */
export async function answer(page: Page, title: string | RegExp, button: string) {
  const dialog = question(page, title);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** A notice with this text in the app's live regions (polite for news, assertive for failures). */
export function notice(page: Page, text: string | RegExp, live: "polite" | "assertive" = "polite"): Locator {
  return page.locator(`[aria-live="${live}"]`).getByText(text, { exact: typeof text === "string" });
}

/** The operation name of a GraphQL request the page sent over HTTP; "" for anything else. */
function operationName(r: Request): string {
  if (r.method() !== "POST" || !new URL(r.url()).pathname.endsWith("/graphql")) return "";
  try {
    const body = r.postDataJSON() as { operationName?: string; query?: string } | null;
    // Apollo names the operation; the sign-in screens' small fetch client sends only the text.
    return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? "")?.[1] ?? "";
  } catch {
    return "";
  }
}

/** Whether a request is a persisted query's hash alone, or its document sent after it. */
function persisted(r: Request): "hash" | "document" | "" {
  try {
    const body = r.postDataJSON() as { query?: string; extensions?: { persistedQuery?: unknown } } | null;
    if (body?.extensions?.persistedQuery === undefined) return "";
    return body.query === undefined ? "hash" : "document";
  } catch {
    return "";
  }
}

/**
 * Counts the GraphQL operations a page sends, by name: when each is sent and when its
 * answer has arrived. A test shows that something did not happen by counting, after
 * something later that did happen (requests leave in the order they are made), instead
 * of waiting a fixed time.
 */
export class Operations {
  private readonly sentNames: string[] = [];
  private readonly doneNames: string[] = [];

  // A persisted query's document follows its hash only when the server did not know
  // it: one operation in two requests. It is sent with the hash and done with the
  // document's answer.
  constructor(page: Page) {
    page.on("request", (r) => {
      if (persisted(r) !== "document") this.sentNames.push(operationName(r));
    });
    page.on("requestfinished", async (r) => {
      if (persisted(r) === "hash") {
        const text = await r.response().then((res) => res?.text()).catch(() => "");
        if (text?.includes("PERSISTED_QUERY_NOT_FOUND")) return;
      }
      this.doneNames.push(operationName(r));
    });
    page.on("requestfailed", (r) => this.doneNames.push(operationName(r)));
  }

  /** How many `name` operations the page has sent so far. */
  sent(name: string): number {
    return this.sentNames.filter((n) => n === name).length;
  }

  /** How many `name` operations have been answered (or failed) so far. */
  done(name: string): number {
    return this.doneNames.filter((n) => n === name).length;
  }
}

/**
 * A future Friday that belongs to one test: `slot` weeks after this run's base. Each test
 * has slots of its own from 1 to SLOTS - 1 (global-setup.ts refuses a run where two tests
 * share one, e2e/weeks.ts); the phone project, which runs some specs side by side with the
 * desktop one, is SLOTS weeks further, and each retry 2 × SLOTS further again, so a retry
 * never finds the week its failed attempt published.
 */
export function fridayAhead(slot: number): string {
  const base = Number(process.env.E2E_WEEK_BASE ?? 0);
  const phone = test.info().project.name === "phone" ? SLOTS : 0;
  const weeks = base + slot + phone + 2 * SLOTS * test.info().retry;
  return addDays(weekStart(todayLocal(), "FRIDAY"), 7 * weeks);
}

/** Publishes a week through the API: shifts as [dayKey, userId, start, end, location id?]. */
export async function publishWeek(
  manager: Account,
  friday: string,
  shifts: [string, string, string, string, string?][],
) {
  await gql(
    `mutation($input: PublishScheduleInput!) { publishSchedule(input: $input) { id } }`,
    {
      input: {
        weekStarting: friday,
        shifts: shifts.map(([dayKey, userId, startTime, endTime, locationId]) => ({ dayKey, userId, startTime, endTime, locationId })),
      },
    },
    manager.token,
  );
}

/** An e-mail as the test SMTP server (devtools/smtpsink) received it. */
export type ReceivedMail = {
  from: string;
  to: string[];
  header: Record<string, string[]>;
  text: string;
  html: string;
};

/** The e-mails the test SMTP server has received for `to` so far, oldest first. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const base = process.env.E2E_MAIL_URL;
  if (!base) throw new Error("E2E_MAIL_URL is not set (global setup did not run?)");
  const res = await fetch(`${base}/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as ReceivedMail[];
}

/**
 * The first link to `path` (e.g. "/invitation/") in the text part of the latest e-mail to
 * `to` whose subject matches `subject`, waiting for it to arrive.
 */
export async function linkInMail(to: string, subject: RegExp, path: string): Promise<{ link: string; mail: ReceivedMail }> {
  let found: { link: string; mail: ReceivedMail } | undefined;
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, "\\/")}[A-Za-z0-9_-]+`);
  await expect
    .poll(
      async () => {
        const mails = (await mailTo(to)).filter((m) => subject.test(m.header.Subject?.[0] ?? ""));
        const mail = mails.at(-1);
        const m = mail && pattern.exec(mail.text);
        found = m && mail ? { link: m[0], mail } : undefined;
        return found?.link ?? "";
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 20_000 },
    )
    .not.toBe("");
  return found!;
}
