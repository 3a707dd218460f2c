import { expect, test } from "./helpers";
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { addDays, todayLocal } from "../src/lib/dates";
import { createAccount, answer, gql, signInWithToken } from "./helpers";

type Received = { body: string; signature: string; eventId: string; standard: Record<string, string> };

/** A webhook receiver on this machine (the e2e server allows private addresses). */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({
        body,
        signature: String(req.headers["shiftsched-signature"] ?? ""),
        eventId: String(req.headers["shiftsched-event-id"] ?? ""),
        standard: Object.fromEntries(
          ["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => [h, String(req.headers[h] ?? "")]),
        ),
      });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

/** The Standard Webhooks library verifies, with the secret as the screen shows it. */
function verifiesStandard(secret: string, r: Received): boolean {
  try {
    new Webhook(secret).verify(r.body, r.standard);
    return true;
  } catch {
    return false;
  }
}

/** The old Shiftsched-Signature verification, sent alongside for one release. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=", 2) as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
  const ok = parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
  return ok && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

test("a manager registers a webhook, it receives a signed event, and a delivery is sent again", async ({ page }) => {
  const receiver = await startReceiver();
  try {
    const boss = await createAccount("Hooker", "MANAGER");
    const emp = await createAccount("Offie");
    await signInWithToken(page, boss, "/webhooks");

    const form = page.getByRole("region", { name: "Register a Webhook" });
    await form.getByLabel("Endpoint URL").fill(receiver.url);
    await form.getByLabel("Schedule published").uncheck();
    await form.getByLabel("Time off decided").check();
    await form.getByRole("button", { name: "Register Webhook" }).click();
    const secret = (await form.getByLabel("Signing secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await form.getByRole("button", { name: "I Saved It" }).click();

    // The event: the employee's time off is approved.
    const date = addDays(todayLocal(), 500 + Math.floor(Math.random() * 200));
    const req = await gql<{ requestTimeOff: { id: string } }>(
      `mutation($d: Date!) { requestTimeOff(date: $d) { id } }`,
      { d: date },
      emp.token,
    );
    await gql(`mutation($id: ID!) { respondToTimeOff(id: $id, decision: APPROVE) { id } }`, { id: req.requestTimeOff.id }, boss.token);

    const mine = () => receiver.received.filter((r) => r.body.includes(emp.name));
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(1);
    const first = mine()[0];
    expect(verifiesStandard(secret, first)).toBe(true);
    expect(verifiesStandard(secret, { ...first, body: first.body.replace("approved", "denied") })).toBe(false);
    expect(first.standard["webhook-id"]).toBe(first.eventId);
    expect(verify(secret, first.signature, first.body)).toBe(true);
    expect(verify("whsec_wrong", first.signature, first.body)).toBe(false);
    const event = JSON.parse(first.body);
    expect(event.kind).toBe("time_off.decided");
    expect(event.data.timeOff.status).toBe("approved");

    const card = page.getByRole("region", { name: `Webhook ${receiver.url}` });
    await card.getByRole("button", { name: "Refresh" }).click();
    const log = card.getByRole("table", { name: "Delivery log" });
    const row = log.getByRole("row", { name: new RegExp(first.eventId) });
    await expect(row).toContainText("Delivered");
    await row.getByRole("button", { name: `Redeliver ${first.eventId}` }).click();
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(2);
    expect(mine()[1].eventId).toBe(first.eventId);
    expect(mine()[1].standard["webhook-id"]).toBe(first.eventId);
    expect(verifiesStandard(secret, mine()[1])).toBe(true);
    await expect(log.getByRole("row", { name: new RegExp(first.eventId) })).toHaveCount(2);

    await card.getByRole("button", { name: "Remove Webhook" }).click();
    await answer(page, /^Stop sending events to /, "Remove webhook");
    await expect(card).toHaveCount(0);
  } finally {
    receiver.close();
  }
});

test("a manager refuses a webhook to a forbidden address with a clear message", async ({ page }) => {
  const boss = await createAccount("Refuser", "MANAGER");
  await signInWithToken(page, boss, "/webhooks");
  const form = page.getByRole("region", { name: "Register a Webhook" });
  await form.getByLabel("Endpoint URL").fill("ftp://example.com/hook");
  await form.getByRole("button", { name: "Register Webhook" }).click();
  await expect(form.getByRole("alert")).toHaveText("Webhook addresses must use https://.");
});

test("a manager pages through the audit log filtered by person and kind", async ({ page }) => {
  const boss = await createAccount("Auditor", "MANAGER");
  const emp = await createAccount("Renamer");
  for (let i = 1; i <= 26; i++) {
    await gql(`mutation($n: String!) { updateMyName(name: $n) { id } }`, { n: `${emp.name} v${i}` }, emp.token);
  }
  await signInWithToken(page, boss, "/audit");
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  await page.getByLabel("Person").selectOption({ label: `${emp.name} v26` });
  await page.getByLabel("Kind").selectOption({ label: "Accounts" });
  await page.getByRole("button", { name: "Apply Filter" }).click();

  const table = page.getByRole("table", { name: "Recorded changes, newest first" });
  await expect(table.getByRole("row").nth(1)).toContainText(
    `${emp.name} v25 changed their name from ${emp.name} v25 to ${emp.name} v26`,
  );
  await expect(table.getByRole("row")).toHaveCount(26); // a header and a page of 25
  await page.getByRole("button", { name: "Older" }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText(`${emp.name} signed up as employee`);
  await expect(page.getByRole("button", { name: "Older" })).toBeDisabled();
  await page.getByRole("button", { name: "Newer" }).click();
  await expect(table.getByRole("row")).toHaveCount(26);
});
