import { expect, test } from "./helpers";
import { createAccount, answer, notice, signInWithToken } from "./helpers";

test("a manager deletes a user after confirming", async ({ page, request }) => {
  const manager = await createAccount("Stm", "MANAGER");
  const leaver = await createAccount("Leaver");
  await signInWithToken(page, manager, "/manage-staff");

  const row = page.getByRole("row").filter({ hasText: leaver.email });
  await expect(row.getByRole("cell", { name: "employee", exact: true })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: manager.email }).getByText("Cannot delete self")).toBeVisible();

  await row.getByRole("button", { name: `Delete User ${leaver.name}` }).click();
  await answer(page, `Delete ${leaver.name}?`, "Cancel");
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Delete User ${leaver.name}` }).click();
  await answer(page, `Delete ${leaver.name}?`, "Delete user");
  await expect(notice(page, new RegExp(leaver.name))).toBeVisible();
  await expect(row).toHaveCount(0);

  // The deleted person's session no longer works.
  const res = await request.post("/graphql", {
    data: { query: "{ me { id } }" },
    headers: { Authorization: `Bearer ${leaver.token}` },
  });
  const body = await res.json();
  expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
});
