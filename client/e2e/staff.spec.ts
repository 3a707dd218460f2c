import { expect, test } from "@playwright/test";
import { createAccount, Dialogs, signInWithToken } from "./helpers";

test("a manager deletes a user after confirming", async ({ page, request }) => {
  const manager = await createAccount("Stm", "MANAGER");
  const leaver = await createAccount("Leaver");
  const dialogs = new Dialogs(page);
  await signInWithToken(page, manager, "/manage-staff");

  const row = page.getByRole("row").filter({ hasText: leaver.email });
  await expect(row.getByRole("cell", { name: "employee", exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: manager.email }).getByText("Cannot delete self")).toBeVisible();

  dialogs.answer = false;
  await row.getByRole("button", { name: `Delete User ${leaver.name}` }).click();
  await dialogs.expect(`Delete ${leaver.name}?`);
  await expect(row).toBeVisible();

  dialogs.answer = true;
  await row.getByRole("button", { name: `Delete User ${leaver.name}` }).click();
  await expect.poll(() => dialogs.messages.length).toBe(3);
  expect(dialogs.messages[2]).toContain(leaver.name);
  await expect(row).toHaveCount(0);

  // The deleted person's session no longer works.
  const res = await request.post("/graphql", {
    data: { query: "{ me { id } }" },
    headers: { Authorization: `Bearer ${leaver.token}` },
  });
  const body = await res.json();
  expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
});
