// Each person's data (issue 44): a person downloads a ZIP of everything the workplace
// holds about them, and a manager erases a former employee, whose name then reads as
// erased in the audit trail and the timesheets.
import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { addDays } from "../src/lib/dates";
import { expectNoSeriousFindings } from "./axe";
import { answer, createAccount, expect, fridayAhead, goInApp, gql, notice, publishWeek, signInWithToken, test } from "./helpers";

/** The files of a ZIP, read from its central directory (stored or deflated entries). */
function unzip(buf: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0; n--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + nameLen + extra;
  }
  return files;
}

test("a person downloads their data and finds their shifts in it", async ({ page }) => {
  const boss = await createAccount("Pdboss", "MANAGER");
  const emp = await createAccount("Pdperson");
  const friday = fridayAhead(60);
  const saturday = addDays(friday, 1);
  await publishWeek(boss, friday, [["SATURDAY", emp.id, "09:00", "17:00"]]);

  await signInWithToken(page, emp, "/profile");
  await expect(page.getByRole("heading", { name: "My data" })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^personal-data-${emp.id}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const files = unzip(readFileSync((await download.path())!));
  expect(JSON.parse(files.get("profile.json")!)).toMatchObject({ name: emp.name, email: emp.email });
  expect(JSON.parse(files.get("shifts.json")!)).toEqual([expect.objectContaining({ date: saturday, start: "09:00", end: "17:00" })]);
  expect(files.get("shifts.csv")).toContain(`${saturday},saturday,09:00,17:00`);
  expect(files.get("profile.json")).not.toContain("$2a$"); // no password hash
});

test("a manager erases a former employee, who then reads as erased in the audit trail and timesheets", async ({ page }) => {
  const boss = await createAccount("Pderaser", "MANAGER");
  const leaver = await createAccount("Pdleaver");
  // A time record of today: a row of the pay period's timesheets.
  for (const action of ["CLOCK_IN", "CLOCK_OUT"]) {
    await gql(`mutation($a: ClockAction!) { clock(action: $a) { id } }`, { a: action }, leaver.token);
  }
  await gql(`mutation($u: ID!) { deleteUser(id: $u) { message } }`, { u: leaver.id }, boss.token);
  const erased = `Erased person #${leaver.id}`;

  await signInWithToken(page, boss, "/manage-staff");
  const former = page.getByRole("region", { name: "Former employees" });
  const row = former.getByRole("row").filter({ hasText: leaver.name });
  await expectNoSeriousFindings(page, "Manage Staff with its former employees");
  await row.getByRole("button", { name: `Erase personal data of ${leaver.name}` }).click();
  await expect(page.getByRole("dialog", { name: `Erase the personal data of ${leaver.name}?` })).toContainText(
    "kept for payroll under the replaced name for 6 years",
  );
  await answer(page, `Erase the personal data of ${leaver.name}?`, "Erase");
  await expect(notice(page, `The personal data was erased: they now read as ${erased}.`)).toBeVisible();
  await expect(former.getByRole("row").filter({ hasText: erased })).toContainText("Erased");

  // The boss's entries, whatever other tests write meanwhile: they name the leaver as erased.
  await goInApp(page, "/audit");
  // The page's code arrives after the address changes: until then Manage Staff, whose
  // "Add Person" card also answers to "Person", is still on screen.
  await expect(page.getByRole("heading", { name: "Audit Log" })).toBeVisible();
  await page.getByLabel("Person", { exact: true }).selectOption({ label: boss.name });
  await page.getByRole("button", { name: "Apply Filter" }).click();
  const trail = page.getByRole("table", { name: "Recorded changes, newest first" });
  await expect(trail.getByRole("row").nth(1)).toContainText(`${boss.name} erased the personal data of ${erased}`);
  await expect(trail.getByRole("row").nth(2)).toContainText(`${boss.name} deleted ${erased}`);
  await expect(trail).not.toContainText(leaver.name);
  // The leaver's own entries (their clock-in and out) read as erased too.
  const own = await gql<{ auditLog: { entries: { summary: string; after: string | null }[] } }>(
    `query($u: ID!) { auditLog(filter: {userId: $u}) { entries { summary after } } }`,
    { u: leaver.id },
    boss.token,
  );
  expect(own.auditLog.entries.map((e) => e.summary)).toEqual(expect.arrayContaining([`${erased} clocked out`, `${erased} clocked in`]));
  expect(JSON.stringify(own)).not.toContain(leaver.name);

  await goInApp(page, "/timesheets");
  await expect(page.getByRole("region", { name: "Timesheets of the period" }).getByRole("button", { name: erased })).toBeVisible();
  await expect(page.getByText(leaver.name)).toHaveCount(0);
});
