import { describe, expect, it } from "vitest";
import type { ConflictCode } from "@/gql/graphql";
import { allAccepted, groupWarnings, type Warning } from "./warning-groups";

const w = (key: string, code: ConflictCode, serious = false): Warning => ({ key, code, serious, message: key });

describe("groupWarnings", () => {
  it("groups by kind with serious kinds first, keeping the order of the rest", () => {
    const groups = groupWarnings([
      w("u1", "UNDERSTAFFED"),
      w("b1", "OVER_BUDGET"),
      w("u2", "UNDERSTAFFED"),
      w("r1", "SHORT_REST", true),
      w("h1", "OVER_HOURS", true),
    ]);
    expect(groups.map((g) => `${g.code}:${g.warnings.length}`)).toEqual(["SHORT_REST:1", "OVER_HOURS:1", "UNDERSTAFFED:2", "OVER_BUDGET:1"]);
    expect(groups[2].warnings.map((x) => x.key)).toEqual(["u1", "u2"]);
  });

  it("needs every kind accepted", () => {
    const groups = groupWarnings([w("u1", "UNDERSTAFFED"), w("r1", "SHORT_REST", true)]);
    expect(allAccepted(groups, new Set(["UNDERSTAFFED"]))).toBe(false);
    expect(allAccepted(groups, new Set(["UNDERSTAFFED", "SHORT_REST"]))).toBe(true);
    expect(allAccepted([], new Set())).toBe(true);
  });
});
