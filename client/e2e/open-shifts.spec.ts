import { expect, test } from "./helpers";
import { type Browser } from "@playwright/test";
import { addDays } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, fridayAhead, goInApp, gql, publishWeek, signInWithToken, type Account } from "./helpers";
import { givePositions, makeLocation, makePosition, makeShiftType, workplaceTag } from "./workplace-fixtures";

async function pageOf(browser: Browser, who: Account, path: string) {
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, who, path);
  return page;
}

test("a manager posts an open shift, two employees claim, the manager approves one and the other is told", async ({
  browser,
}) => {
  const friday = fridayAhead(39);
  const monday = addDays(friday, 3);
  const manager = await createAccount("Osm", "MANAGER");
  const ann = await createAccount("Ann");
  const ben = await createAccount("Ben");
  const dock = `Dock ${workplaceTag()}`;
  await makeLocation(manager, dock);
  await publishWeek(manager, friday, [["FRIDAY", ann.id, "09:00", "17:00"]]);

  // The manager posts a Monday shift at the Dock (a workplace with several locations needs one), open to Ann and Ben.
  const mgr = await pageOf(browser, manager, "/open-shifts");
  const form = mgr.getByRole("form", { name: "Post an open shift" });
  await form.getByLabel("Date").fill(monday);
  await form.getByLabel("Start").fill("08:00");
  await form.getByLabel("End").fill("12:00");
  await form.getByLabel("Location").selectOption({ label: dock });
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
  // Ben's claim, the same click on his page, goes through the API: his page opens later.
  const { openShifts } = await gql<{ openShifts: { id: string; date: string }[] }>(`{ openShifts { id date } }`, {}, ben.token);
  await gql(`mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, { id: openShifts.find((o) => o.date === monday)!.id }, ben.token);

  // The manager sees both claims in the approval queue, next to the swaps, and picks Ann.
  await goInApp(mgr, "/swaps");
  const queue = mgr.getByRole("region", { name: "Open Shift Claims" });
  await expect(queue.getByRole("listitem").filter({ hasText: ben.name })).toBeVisible();
  await queue.getByRole("button", { name: `Approve claim of ${ann.name} on the open shift on ${when}` }).click();
  await expect(queue.getByRole("listitem").filter({ hasText: ann.name })).toHaveCount(0);
  await expect(queue.getByRole("listitem").filter({ hasText: ben.name })).toHaveCount(0);

  // Ann works it now; Ben is told it went to someone else.
  await goInApp(annPage, `/schedule?week=${friday}`);
  await expect(
    annPage.getByRole("region", { name: "Week schedule" }).getByRole("button", { name: `${ann.name} 8:00 AM - 12:00 PM` }),
  ).toBeVisible();
  const benPage = await pageOf(browser, ben, "/dashboard");
  const bell = benPage.getByRole("button", { name: /^Notifications \(\d+ unread\)$/ });
  await bell.click();
  await expect(benPage.getByRole("button", { name: /you claimed was given to someone else\.$/ })).toBeVisible();
  await goInApp(benPage, "/open-shifts");
  await expect(benPage.getByRole("list", { name: "My claims" })).toContainText("declined: the shift was given to someone else");
});

test("an employee offers a shift and a colleague picks it up", async ({ browser }) => {
  const friday = fridayAhead(41);
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

  await goInApp(cyPage, `/schedule?week=${friday}`);
  const table = cyPage.getByRole("region", { name: "Week schedule" });
  await expect(table.getByRole("button", { name: `${di.name} 10:00 AM - 6:00 PM` })).toBeVisible();
  await expect(table.getByRole("button", { name: `${cy.name} 10:00 AM - 6:00 PM` })).toHaveCount(0);
  await diPage.reload(); // she is still on the page she claimed from
  await expect(diPage.getByRole("list", { name: "My claims" })).toContainText("approved: the shift is yours");
});

test("a manager posts an open shift from a shift type; only someone qualified there sees and claims it", async ({ browser }) => {
  const friday = fridayAhead(30);
  const tuesday = addDays(friday, 4);
  const manager = await createAccount("Opm", "MANAGER");
  const eve = await createAccount("Eve");
  const finn = await createAccount("Finn");
  const gus = await createAccount("Gus");
  const tag = workplaceTag();
  const harbour = await makeLocation(manager, `Harbour ${tag}`);
  const downtown = await makeLocation(manager, `Downtown ${tag}`);
  const barista = await makePosition(manager, `Barista ${tag}`, "#1f77b4");
  await makeShiftType(manager, { name: `Harbour early ${tag}`, positionId: barista, locationId: harbour, startTime: "06:00", endTime: "14:00" });
  await givePositions(manager, eve.id, [barista], [harbour]);
  await givePositions(manager, finn.id, [], [harbour]); // works at Harbour, but not as a barista
  await givePositions(manager, gus.id, [barista], [downtown]); // a barista, at Downtown
  await publishWeek(manager, friday, [["FRIDAY", eve.id, "09:00", "17:00", harbour]]);

  // The shift type fills the times, position and location; only Eve is qualified there to open it to.
  const mgr = await pageOf(browser, manager, "/open-shifts");
  const form = mgr.getByRole("form", { name: "Post an open shift" });
  await form.getByLabel("Date").fill(tuesday);
  await form.getByLabel("Shift type").selectOption({ label: `Harbour early ${tag}` });
  await expect(form.getByLabel("Start")).toHaveValue("06:00");
  await expect(form.getByLabel("End")).toHaveValue("14:00");
  await expect(form.getByLabel("Position")).toHaveValue(barista);
  await expect(form.getByLabel("Location")).toHaveValue(harbour);
  await expect(form.getByRole("checkbox", { name: eve.name })).toBeVisible();
  await expect(form.getByRole("checkbox", { name: finn.name })).toHaveCount(0);
  await expect(form.getByRole("checkbox", { name: gus.name })).toHaveCount(0);
  await form.getByRole("button", { name: "Post open shift" }).click();
  await expect(mgr.getByRole("status")).toHaveText("The open shift was posted.");
  const when = `${formatDate(tuesday)}, 6:00 AM - 2:00 PM`;
  const item = (p: typeof mgr) =>
    p.getByRole("list", { name: "Open shifts" }).getByRole("listitem").filter({ hasText: when });
  await expect(item(mgr)).toContainText(`Barista ${tag}, Harbour ${tag}`);

  // Eve sees where it is and claims it; Finn (not a barista) and Gus (at Downtown) are not offered it.
  const evePage = await pageOf(browser, eve, "/open-shifts");
  await expect(item(evePage)).toContainText(`Barista ${tag}, Harbour ${tag}`);
  await item(evePage).getByRole("button", { name: `Claim shift on ${when}` }).click();
  await expect(evePage.getByRole("status")).toHaveText("Your claim was sent.");
  await expect(evePage.getByRole("list", { name: "My claims" })).toContainText(`Barista ${tag}, Harbour ${tag}`);
  // Their open shifts page lists what the server gives them, asked here directly.
  for (const who of [finn, gus]) {
    const { openShifts } = await gql<{ openShifts: { date: string }[] }>(`{ openShifts { date } }`, {}, who.token);
    expect(openShifts.map((o) => o.date), `${who.name}'s open shifts`).not.toContain(tuesday);
  }

  // The manager decides knowing where the claimed shift is.
  await goInApp(mgr, "/swaps");
  const claim = mgr.getByRole("region", { name: "Open Shift Claims" }).getByRole("listitem").filter({ hasText: eve.name });
  await expect(claim).toContainText(`Barista ${tag}, Harbour ${tag}`);
});
