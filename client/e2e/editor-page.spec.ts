// The editor is the page (issue 42: 3): at 1366×768 at least 15 people's rows and all
// seven days show without scrolling, at 1920×1080 at least 25; the page is the one scroll,
// and the day header stays under the top bar.
import { type Page } from "@playwright/test";
import { expect, fridayAhead, test } from "./helpers";
import { firstManager, freshGql, insertEmployees, startFreshWorkplace } from "./fresh-workplace";
import { workplaceTag } from "./workplace-fixtures";

/** Rows whose whole height is on screen, under the top bar. */
async function rowsInView(page: Page): Promise<number> {
  return page
    .getByRole("region", { name: "Shifts by person and day" })
    .getByRole("rowheader")
    .evaluateAll((cells) => {
      const top = document.querySelector(".navbar")?.getBoundingClientRect().bottom ?? 0;
      return cells.filter((c) => {
        const r = c.getBoundingClientRect();
        return r.top >= top && r.bottom <= innerHeight;
      }).length;
    });
}

test("the editor shows 15 people's rows and the week at 1366×768, 25 at 1920×1080, and keeps its day header in view", async ({ page }) => {
  const w = await startFreshWorkplace("shiftsched_e2e_editor_page");
  try {
    const manager = await firstManager(w.base);
    const tag = `Ed${workplaceTag()}`;
    const names = Array.from({ length: 40 }, (_, i) => `${tag} ${String(i).padStart(2, "0")}`);
    insertEmployees(w, names, tag);
    // A shift on most days for everyone: rows are measured with their shifts in them.
    const { staff } = await freshGql<{ staff: { id: string; name: string }[] }>(w.base, `{ staff { id name } }`, {}, manager.token);
    const people = staff.filter((p) => p.name.startsWith(tag));
    const days = ["FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY"];
    const friday = fridayAhead(50);
    const shifts = people.flatMap((p, i) => days.map((dayKey, d) => ({ dayKey, userId: p.id, startTime: (i + d) % 2 ? "08:00" : "10:00", endTime: (i + d) % 2 ? "16:00" : "18:00" })));
    await freshGql(w.base, `mutation($in: PublishScheduleInput!) { publishSchedule(input: $in) { id } }`, { in: { weekStarting: friday, shifts } }, manager.token);

    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${w.base}/icon-192.png`);
    await page.evaluate((t) => localStorage.setItem("token", t), manager.token);
    await page.goto(`${w.base}/schedule?week=${friday}`);
    const grid = page.getByRole("region", { name: "Shifts by person and day" });
    await expect(grid.getByRole("button", { name: new RegExp(`^${names[0]}, Friday`) })).toBeAttached({ timeout: 30_000 });
    const days7 = grid.getByRole("columnheader", { name: /^(Friday|Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday)/ });
    await expect(days7).toHaveCount(7);
    for (const day of await days7.all()) await expect(day).toBeInViewport({ ratio: 1 });
    const small = await rowsInView(page);
    test.info().annotations.push({ type: "rows in view at 1366×768", description: String(small) });
    expect(small).toBeGreaterThanOrEqual(15);

    await page.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => rowsInView(page)).toBeGreaterThanOrEqual(25);
    test.info().annotations.push({ type: "rows in view at 1920×1080", description: String(await rowsInView(page)) });

    // One scroll, the page's: at the last row the day header is still under the top bar.
    const last = grid.getByRole("rowheader", { name: names[39] });
    await expect(async () => {
      await grid.evaluate((el) => el.scrollIntoView({ block: "end" }));
      await expect(last).toBeInViewport({ timeout: 500 });
    }).toPass();
    const bar = (await page.locator(".navbar").boundingBox())!;
    const head = (await grid.getByRole("columnheader", { name: "Person" }).boundingBox())!;
    expect(Math.abs(head.y - (bar.y + bar.height))).toBeLessThan(4);
  } finally {
    await w.stop();
  }
});
