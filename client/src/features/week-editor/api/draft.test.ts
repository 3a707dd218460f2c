import { describe, expect, it } from "vitest";
import { dateOfDay } from "./draft";

describe("dateOfDay (the date an edit touches)", () => {
  it("counts from a Monday week's own first day", () => {
    expect(dateOfDay("2026-11-23", "MONDAY")).toBe("2026-11-23");
    expect(dateOfDay("2026-11-23", "FRIDAY")).toBe("2026-11-27");
    expect(dateOfDay("2026-11-23", "SUNDAY")).toBe("2026-11-29");
  });
  it("still counts from a Friday week's Friday", () => {
    expect(dateOfDay("2026-11-27", "FRIDAY")).toBe("2026-11-27");
    expect(dateOfDay("2026-11-27", "MONDAY")).toBe("2026-11-30");
    expect(dateOfDay("2026-11-27", "THURSDAY")).toBe("2026-12-03");
  });
});
