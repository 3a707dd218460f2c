import { expect, test, logout } from "./helpers";
import { createAccount, notice, gql, login, Operations, signInWithToken } from "./helpers";

test("a person changes their name and password", async ({ page }) => {
  const me = await createAccount("Prof");
  const operations = new Operations(page);
  await signInWithToken(page, me, "/dashboard");
  await page.getByRole("link", { name: `Hi, ${me.name}` }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const email = page.getByLabel("Email (cannot be changed)");
  await expect(email).toHaveValue(me.email);
  await expect(email).not.toBeEditable();

  const newName = `${me.name} Renamed`;
  await page.getByLabel("Name", { exact: true }).fill(newName);
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(notice(page, "Name updated!")).toBeVisible();
  await expect(page.getByRole("link", { name: `Hi, ${newName}` })).toBeVisible();

  // Mismatched or short passwords silently do nothing.
  await page.getByLabel("Current Password").fill(me.password);
  await page.getByLabel("New Password", { exact: true }).fill("newpass1");
  await page.getByLabel("Confirm New Password").fill("newpass2");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByLabel("Confirm New Password").fill("newpass1");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(notice(page, "Password updated!")).toBeVisible();
  // The mismatched submission sent nothing and said nothing: requests leave in order, so
  // by now the only password change sent is the matching one, and it alone was answered.
  expect(operations.sent("ChangeMyPassword")).toBe(1);
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The session goes on with the fresh token.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  await logout(page);

  await page.getByLabel("Email Address").fill(me.email);
  await page.getByLabel("Password").fill(me.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).not.toBeEmpty();
  await expect(page).toHaveURL(/\/$/);

  await login(page, { email: me.email, password: "newpass1" });
  await expect(page.getByRole("heading", { name: `Welcome, ${newName}!` })).toBeVisible();
});

test("a person chooses which notifications come by e-mail", async ({ page }) => {
  const me = await createAccount("Notify");
  await signInWithToken(page, me, "/profile");
  const section = page.getByRole("region", { name: "Notifications" });
  // Defaults: what changes one's own work by e-mail, the rest in the app.
  await expect(section.getByLabel("Schedule published or changed")).toHaveValue("EMAIL");
  await expect(section.getByLabel("Swap requests")).toHaveValue("IN_APP");
  // Only managers hear of others' time-off requests.
  await expect(section.getByLabel("Time-off requests from staff")).toHaveCount(0);

  await section.getByLabel("Swap requests").selectOption({ label: "By e-mail" });
  await section.getByLabel("Schedule published or changed").selectOption({ label: "In the app only" });
  await expect(section.getByLabel("Schedule published or changed")).toHaveValue("IN_APP");
  await expect(section.getByLabel("Swap requests")).toBeEnabled();

  await page.reload();
  await expect(section.getByLabel("Swap requests")).toHaveValue("EMAIL");
  await expect(section.getByLabel("Schedule published or changed")).toHaveValue("IN_APP");
});

test("a person takes some notifications in a daily digest at a time they pick", async ({ page }) => {
  const me = await createAccount("Digest");
  await signInWithToken(page, me, "/profile");
  const section = page.getByRole("region", { name: "Notifications" });
  const time = section.getByLabel(/Daily digest time/);
  // Until they choose, the workplace default (07:00 unless a manager changed it).
  await expect(section.getByText("The workplace default.")).toBeVisible();
  await expect(time).toHaveValue(/^\d\d:\d\d$/);

  await section.getByLabel("Swap requests").selectOption({ label: "In the daily digest" });
  await expect(section.getByLabel("Swap requests")).toHaveValue("DIGEST");
  await time.fill("18:30");
  await section.getByRole("button", { name: "Save Digest Time" }).click();
  await expect(section.getByText("Your own time.")).toBeVisible();

  await page.reload();
  await expect(section.getByLabel("Swap requests")).toHaveValue("DIGEST");
  await expect(time).toHaveValue("18:30");
  await section.getByRole("button", { name: "Use Workplace Default" }).click();
  await expect(section.getByText("The workplace default.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Use Workplace Default" })).toHaveCount(0);
});

test("a manager sets the workplace's default digest time with the scheduling rules", async ({ page }) => {
  const manager = await createAccount("Dgm", "MANAGER");
  await signInWithToken(page, manager, "/schedule");
  const editor = page.getByRole("region", { name: "Schedule Editor", exact: true });
  await editor.getByRole("button", { name: "Rules…" }).click();
  const rules = page.getByRole("form", { name: "Scheduling rules" });
  const original = await rules.getByLabel("Default daily digest time").inputValue();
  await rules.getByLabel("Default daily digest time").fill("06:45");
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(editor.getByText("Scheduling rules saved.")).toBeVisible();

  await page.goto("/profile");
  const section = page.getByRole("region", { name: "Notifications" });
  await expect(section.getByText("The workplace default.")).toBeVisible();
  await expect(section.getByLabel(/Daily digest time/)).toHaveValue("06:45");

  // Put the default back for the other tests (same server), keeping the other rules.
  const { workplaceSettings: rulesNow } = await gql<{
    workplaceSettings: { minRestMinutes: number; weeklyLimitMinutes: number };
  }>(`{ workplaceSettings { minRestMinutes weeklyLimitMinutes } }`, {}, manager.token);
  await gql(
    `mutation($i: WorkplaceSettingsInput!) { updateWorkplaceSettings(input: $i) { digestTime } }`,
    { i: { ...rulesNow, digestTime: original } },
    manager.token,
  );
});
