import { expect, it } from "vitest";

// The time-zone projects (vite.config.ts) are real only if each zone reaches the code.
it("runs in the time zone its project names", () => {
  expect(process.env.TZ).toBeTruthy();
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
  const offset = new Date("2026-01-15T12:00:00Z").getTimezoneOffset();
  expect(offset).toBe({ UTC: 0, "Australia/Sydney": -660, "America/Los_Angeles": 480, "Pacific/Kiritimati": -840 }[process.env.TZ!]);
});
