import { expect, test } from "./helpers";
import { createAccount, answer, signInWithToken } from "./helpers";

test("a person turns on, rotates and revokes their calendar feed", async ({ page, request }) => {
  const me = await createAccount("Feed");
  await signInWithToken(page, me, "/profile");
  const section = page.getByRole("region", { name: "Calendar Feed" });
  await expect(section.getByText("The feed is off.")).toBeVisible();
  await expect(section.getByRole("button", { name: "Turn on whole workplace feed" })).toHaveCount(0);

  await section.getByRole("button", { name: "Turn on my shifts feed" }).click();
  const address = section.getByLabel("Feed address for my shifts");
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const first = new URL(await address.inputValue()).pathname;
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  await section.getByRole("button", { name: "Rotate my shifts feed" }).click();
  await expect(address).not.toHaveValue(new RegExp(first));
  const second = new URL(await address.inputValue()).pathname;
  expect((await request.get(first)).status()).toBe(404);

  await section.getByRole("button", { name: "Revoke my shifts feed" }).click();
  await answer(page, "Turn off the my shifts feed?", "Turn off");
  await expect(section.getByText("The feed is off.")).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});
