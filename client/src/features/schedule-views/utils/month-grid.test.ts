import { describe, expect, it } from "vitest";
import { buildMonthGrid } from "./month-grid";

function days(rows: ReturnType<typeof buildMonthGrid>) {
  return rows.map((r) => r.map((c) => (c ? c.day : 0)));
}

describe("buildMonthGrid (Sunday first)", () => {
  it("a Monday workplace's November 2026 (the 1st a Sunday) leads with six empty cells", () => {
    const rows = buildMonthGrid(2026, 11, "MONDAY");
    expect(days(rows)[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(days(rows)[5]).toEqual([30, 0, 0, 0, 0, 0, 0]);
  });

  it("a Friday workplace's December 2026 (the 1st a Tuesday) starts in the fifth column", () => {
    expect(buildMonthGrid(2026, 12, "FRIDAY")[0].findIndex(Boolean)).toBe(4);
  });

  it("November 2026 starts on a Sunday and needs 5 rows", () => {
    const rows = buildMonthGrid(2026, 11, "SUNDAY");
    expect(rows).toHaveLength(5);
    expect(rows[0][0]).toEqual({ date: "2026-11-01", day: 1 });
    expect(days(rows)[4]).toEqual([29, 30, 0, 0, 0, 0, 0]);
  });

  it("a month starting on Saturday with 31 days needs 6 rows", () => {
    const rows = buildMonthGrid(2026, 8, "SUNDAY"); // 1 Aug 2026 is a Saturday
    expect(rows).toHaveLength(6);
    expect(days(rows)[0]).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(days(rows)[5]).toEqual([30, 31, 0, 0, 0, 0, 0]);
  });

  it("February 2026 fits exactly in 4 rows", () => {
    const rows = buildMonthGrid(2026, 2, "SUNDAY"); // 1 Feb 2026 is a Sunday, 28 days
    expect(rows).toHaveLength(4);
    expect(rows[3][6]).toEqual({ date: "2026-02-28", day: 28 });
  });

  it("December 2026 rolls into no January days", () => {
    const rows = buildMonthGrid(2026, 12, "SUNDAY");
    const flat = rows.flat().filter(Boolean);
    expect(flat).toHaveLength(31);
    expect(flat[0]?.date).toBe("2026-12-01");
    expect(flat[30]?.date).toBe("2026-12-31");
    expect(rows[0].findIndex(Boolean)).toBe(2); // a Tuesday
  });

  it("leap February 2024", () => {
    const flat = buildMonthGrid(2024, 2, "SUNDAY").flat().filter(Boolean);
    expect(flat).toHaveLength(29);
    expect(flat[28]?.date).toBe("2024-02-29");
  });

  it("every row has seven cells and never more than six rows", () => {
    for (let y = 2024; y <= 2030; y++) {
      for (let m = 1; m <= 12; m++) {
        const rows = buildMonthGrid(y, m, "SUNDAY");
        expect(rows.length).toBeGreaterThanOrEqual(4);
        expect(rows.length).toBeLessThanOrEqual(6);
        for (const r of rows) expect(r).toHaveLength(7);
      }
    }
  });
});
