import { describe, expect, it } from "vitest";
import { premiumTotals, type PremiumLine } from "./premium-totals";

const line = (p: Partial<PremiumLine>): PremiumLine => ({ kind: "NIGHT", name: "Night", userId: "1", minutes: 60, cents: 500, ...p });

describe("the dry run's premiums", () => {
  it("add up per premium, counting each person once, in the order they first appear", () => {
    const totals = premiumTotals([
      line({ userId: "1", minutes: 120, cents: 1000 }),
      line({ kind: "SUNDAY", name: "Sunday", userId: "2", minutes: 480, cents: 4000 }),
      line({ userId: "1", minutes: 60, cents: 500 }),
      line({ userId: "3", minutes: 30, cents: 250 }),
    ]);
    expect(totals).toEqual([
      { kind: "NIGHT", name: "Night", minutes: 210, people: 2, cents: 1750, unpriced: false },
      { kind: "SUNDAY", name: "Sunday", minutes: 480, people: 1, cents: 4000, unpriced: false },
    ]);
  });
  it("keep two premiums of one kind apart by name", () => {
    expect(premiumTotals([line({ name: "Night" }), line({ name: "Late night" })]).map((t) => t.name)).toEqual(["Night", "Late night"]);
  });
  it("say when some lines are unpriced, and have no money when none is priced", () => {
    const [partly] = premiumTotals([line({ cents: null }), line({ userId: "2", cents: 700 })]);
    expect(partly).toMatchObject({ cents: 700, unpriced: true });
    const [none] = premiumTotals([line({ cents: null }), line({ userId: "2", cents: null })]);
    expect(none).toMatchObject({ cents: null, unpriced: true, people: 2, minutes: 120 });
  });
});
