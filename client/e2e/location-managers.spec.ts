import { expect, test } from "./helpers";
import { createAccount, fridayAhead, gql, signInWithToken, uniquePerson, type Account } from "./helpers";

const addDraft = `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`;

async function location(manager: Account, name: string): Promise<string> {
  const d = await gql<{ saveLocation: { id: string } }>(
    `mutation($in: LocationInput!) { saveLocation(input: $in) { id } }`,
    { in: { name } },
    manager.token,
  );
  return d.saveLocation.id;
}

async function worksAt(manager: Account, person: Account, locationId: string) {
  await gql(
    `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId } }`,
    { in: { userId: person.id, positions: [], locationIds: [locationId] } },
    manager.token,
  );
}

test("a location manager cannot see the other location's draft", async ({ page, browser }) => {
  const mia = await createAccount("Lmm", "MANAGER");
  const lou = await createAccount("Lml", "MANAGER");
  const eve = await createAccount("Lme");
  const bob = await createAccount("Lmb");
  const tag = uniquePerson("Site").name;
  const kitchen = await location(mia, `Kitchen ${tag}`);
  const bar = await location(mia, `Bar ${tag}`);
  await worksAt(mia, eve, kitchen);
  await worksAt(mia, bob, bar);

  // Mia limits Lou to the Kitchen on Manage Staff.
  await signInWithToken(page, mia, "/manage-staff");
  const row = page.getByRole("row").filter({ hasText: lou.email });
  await expect(row.getByText("All locations")).toBeVisible();
  await row.getByRole("button", { name: `Locations managed by ${lou.name}` }).click();
  await row.getByRole("checkbox", { name: `Kitchen ${tag}` }).check();
  await row.getByRole("button", { name: "Save locations" }).click();
  await expect(row.getByText(`Kitchen ${tag}`, { exact: true })).toBeVisible();

  const week = fridayAhead(9);
  await gql(addDraft, { in: { weekStarting: week, dayKey: "FRIDAY", userId: eve.id, startTime: "09:00", endTime: "17:00", locationId: kitchen } }, mia.token);
  await gql(addDraft, { in: { weekStarting: week, dayKey: "SATURDAY", userId: bob.id, startTime: "09:00", endTime: "17:00", locationId: bar } }, mia.token);

  const context = await browser.newContext();
  const louPage = await context.newPage();
  await signInWithToken(louPage, lou, `/schedule?week=${week}`);
  const grid = louPage.getByRole("region", { name: "Shifts by person and day" });
  await expect(grid.getByRole("button", { name: `${eve.name}, Friday 9:00 AM - 5:00 PM, Kitchen ${tag} (added)` })).toBeVisible();
  await expect(grid.getByRole("button", { name: new RegExp(`^${bob.name}, Saturday`) })).toHaveCount(0);

  // Mia, who manages every location, sees both.
  await page.goto(`/schedule?week=${week}`);
  const miaGrid = page.getByRole("region", { name: "Shifts by person and day" });
  await expect(miaGrid.getByRole("button", { name: `${bob.name}, Saturday 9:00 AM - 5:00 PM, Bar ${tag} (added)` })).toBeVisible();
  await context.close();
});

test("a location manager is not offered what only a manager of every location may do", async ({ page, browser }) => {
  const mia = await createAccount("Lom", "MANAGER");
  const lou = await createAccount("Lol", "MANAGER");
  const eve = await createAccount("Loe");
  const kitchenName = `Kitchen ${uniquePerson("Site").name}`;
  const kitchen = await location(mia, kitchenName);
  await worksAt(mia, eve, kitchen);
  await gql(`mutation($u: ID!, $l: [ID!]!) { setManagerLocations(userId: $u, locationIds: $l) { userId } }`, { u: lou.id, l: [kitchen] }, mia.token);

  await signInWithToken(page, lou, "/manage-staff");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Hours" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Timesheets" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit Log" })).toHaveCount(0);
  // He invites employees only, and places Eve without seeing or setting her rates.
  const role = page.getByRole("region", { name: "Invite People" }).getByLabel("Role");
  await expect(role.getByRole("option")).toHaveText(["Employee"]);
  const row = page.getByRole("row").filter({ hasText: eve.email });
  await row.getByRole("button", { name: `Positions of ${eve.name}` }).click();
  const form = page.getByRole("form", { name: `Positions and locations of ${eve.name}` });
  await expect(form.getByRole("checkbox", { name: kitchenName })).toBeChecked();
  await expect(form.getByLabel("Hourly rate")).toHaveCount(0);

  // Mia, who manages every location, has them all.
  const context = await browser.newContext();
  const miaPage = await context.newPage();
  await signInWithToken(miaPage, mia, "/manage-staff");
  const miaNav = miaPage.getByRole("navigation", { name: "Main" });
  await expect(miaNav.getByRole("link", { name: "Timesheets" })).toBeVisible();
  await expect(miaNav.getByRole("link", { name: "Webhooks" })).toBeVisible();
  await expect(miaNav.getByRole("link", { name: "Audit Log" })).toBeVisible();
  await expect(miaPage.getByRole("region", { name: "Invite People" }).getByLabel("Role").getByRole("option")).toHaveText(["Employee", "Manager"]);
  await context.close();
});
