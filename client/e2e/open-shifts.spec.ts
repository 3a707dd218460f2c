import { expect, test } from "./helpers";
import { type Browser } from "@playwright/test";
import { addDays } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, publishWeek, signInWithToken, type Account } from "./helpers";

async function pageOf(browser: Browser, who: Account, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, who, path);
  return page;
}

test("a manager posts an open shift, two employees claim, the manager approves one and the other is told", async ({
  browser,
}) => {
  test.slow(); // four people in turn
  const friday = fridayAhead(19);
  const monday = addDays(friday, 3);
  const manager = await createAccount("Osm", "MANAGER");
  const ann = await createAccount("Ann");
  const ben = await createAccount("Ben");
  await publishWeek(manager, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);

  // The manager posts a Monday shift open to Ann and Ben.
  const mgr = await pageOf(browser, manager, "/open-shifts");
  const form = mgr.getByRole("form", { name: "Post an open shift" });
  await form.getByLabel("Date").fill(monday);
  await form.getByLabel("Start").fill("08:00");
  await form.getByLabel("End").fill("12:00");
  await form.getByRole("checkbox", { name: ann.name }).check();
  await form.getByRole("checkbox", { name: ben.name }).check();
  await form.getByRole("button", { name: "Post open shift" }).click();
  await expect(mgr.getByRole("status")).toHaveText("The open shift was posted.");
  const when = `${formatDate(monday)}, 8:00 AM - 12:00 PM`;
  const item = (p: typeof mgr) =>
    p.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: when }).first();
  await expect(item(mgr)).toContainText(`open to ${ann.name}, ${ben.name}`);

  // Both claim it.
  const annPage = await pageOf(browser, ann, "/open-shifts");
  await item(annPage).getByRole("button", { name: `Claim shift on ${when}` }).click();
  await expect(annPage.getByRole("status")).toHaveText("Your claim was sent.");
  await expect(annPage.getByRole("list", { name: "My claims" })).toContainText("waiting for a manager");
  const benPage = await pageOf(browser, ben, "/open-shifts");
  await item(benPage).getByRole("button", { name: `Claim shift on ${when}` }).click();
  await expect(benPage.getByRole("status")).toHaveText("Your claim was sent.");

  // The manager sees both claims in the approval queue, next to the swaps, and picks Ann.
  await mgr.goto("/swaps");
  const queue = mgr.getByRole("region", { name: "Open Shift Claims" });
  await expect(queue.getByRole("listitem").filter({ hasText: ben.name })).toBeVisible();
  await queue.getByRole("button", { name: `Approve claim of ${ann.name} on the open shift on ${when}` }).click();
  await expect(queue.getByRole("listitem").filter({ hasText: ann.name })).toHaveCount(0);
  await expect(queue.getByRole("listitem").filter({ hasText: ben.name })).toHaveCount(0);

  // Ann works it now; Ben is told it went to someone else.
  await annPage.goto(`/schedule?week=${friday}`);
  await expect(
    annPage.getByRole("region", { name: "Week schedule" }).getByRole("button", { name: `${ann.name} 8:00 AM - 12:00 PM` }),
  ).toBeVisible();
  await benPage.goto("/dashboard");
  const bell = benPage.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await bell.click();
  await expect(benPage.getByRole("button", { name: /you claimed was given to someone else\.$/ })).toBeVisible();
  await benPage.goto("/open-shifts");
  await expect(benPage.getByRole("list", { name: "My claims" })).toContainText("declined: the shift was given to someone else");
});

test("an employee offers a shift and a colleague picks it up", async ({ browser }) => {
  test.slow(); // three people in turn
  const friday = fridayAhead(20);
  const saturday = addDays(friday, 1);
  const manager = await createAccount("Ofm", "MANAGER");
  const cy = await createAccount("Cy");
  const di = await createAccount("Di");
  await publishWeek(manager, friday, [
    ["SATURDAY", cy.id, "10:00", "18:00"],
    ["FRIDAY", di.id, "09:00", "12:00"],
  ]);
  const when = `${formatDate(saturday)}, 10:00 AM - 6:00 PM`;

  // Cy offers the Saturday shift.
  const cyPage = await pageOf(browser, cy, "/open-shifts");
  const offer = cyPage.getByRole("form", { name: "Offer one of my shifts" });
  await offer.getByLabel("My shifts in the 5 weeks from").fill(friday);
  await offer.getByLabel("Shift to offer").selectOption({ label: when });
  await offer.getByRole("button", { name: "Offer shift" }).click();
  await expect(cyPage.getByRole("status")).toContainText("Your shift is offered");
  const mine = cyPage.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: when });
  await expect(mine).toContainText("Offered by you");

  // Di picks it up from the open shifts page.
  const diPage = await pageOf(browser, di, "/open-shifts");
  const offered = diPage.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: `Offered by ${cy.name}` });
  await offered.getByRole("button", { name: `Claim shift on ${when}` }).click();
  await expect(diPage.getByRole("status")).toHaveText("Your claim was sent.");

  // Cy still has the shift until a manager approves, and sees who wants it.
  await cyPage.reload();
  await expect(mine).toContainText(`Claimed by ${di.name}`);

  const mgr = await pageOf(browser, manager, "/swaps");
  const queue = mgr.getByRole("region", { name: "Open Shift Claims" });
  await queue.getByRole("button", { name: `Approve claim of ${di.name} on ${cy.name}'s shift on ${when}` }).click();
  await expect(queue.getByRole("listitem").filter({ hasText: di.name })).toHaveCount(0);

  await cyPage.goto(`/schedule?week=${friday}`);
  const table = cyPage.getByRole("region", { name: "Week schedule" });
  await expect(table.getByRole("button", { name: `${di.name} 10:00 AM - 6:00 PM` })).toBeVisible();
  await expect(table.getByRole("button", { name: `${cy.name} 10:00 AM - 6:00 PM` })).toHaveCount(0);
  await diPage.goto("/open-shifts");
  await expect(diPage.getByRole("list", { name: "My claims" })).toContainText("approved: the shift is yours");
});
