import { expect, test } from "./helpers";
import { addDays, todayLocal } from "../src/lib/dates";
import { formatDate } from "../src/lib/i18n-format";
import { createAccount, notice, signInWithToken } from "./helpers";

test("an employee requests time off and a manager approves it", async ({ browser }) => {
  const employee = await createAccount("Pto");
  const manager = await createAccount("Ptm", "MANAGER");
  const date = addDays(todayLocal(), 10 + Math.floor(Math.random() * 200));

  const empPage = await (await browser.newContext()).newPage();
  await signInWithToken(empPage, employee, "/pto");
  await expect(empPage.getByText("You have not made any PTO requests.")).toBeVisible();
  await expect(empPage.getByRole("heading", { name: "Pending PTO Requests" })).toHaveCount(0);
  await expect(empPage.getByLabel("Date")).toHaveValue(todayLocal());
  await empPage.getByLabel("Date").fill(date);
  await empPage.getByLabel("Reason (optional)").fill("Dentist");
  await empPage.getByRole("button", { name: "Submit Request" }).click();
  await expect(notice(empPage, "PTO Request submitted!")).toBeVisible();
  const mine = empPage.getByRole("region", { name: "My Requests" }).getByRole("listitem").filter({ hasText: formatDate(date) });
  await expect(mine).toContainText("Dentist");
  await expect(mine).toContainText("pending");

  const mgrPage = await (await browser.newContext()).newPage();
  await signInWithToken(mgrPage, manager, "/pto");
  const pending = mgrPage.getByRole("region", { name: "Pending PTO Requests" });
  await pending.getByRole("button", { name: `Approve ${employee.name} on ${formatDate(date)}` }).click();
  await expect(pending.getByRole("button", { name: `Approve ${employee.name} on ${formatDate(date)}` })).toHaveCount(0);

  await empPage.reload();
  await expect(mine).toContainText("approved");

  // A second request without a reason shows '(No reason)'.
  await empPage.getByLabel("Date").fill(addDays(date, 1));
  await empPage.getByRole("button", { name: "Submit Request" }).click();
  const second = empPage.getByRole("region", { name: "My Requests" }).getByRole("listitem").filter({ hasText: formatDate(addDays(date, 1)) });
  await expect(second).toContainText("(No reason)");
});
