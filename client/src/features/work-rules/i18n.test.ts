import { beforeAll, describe, expect, it, vi } from "vitest";

// The area's texts load lib/i18n, which reads this device's choices as it loads.
vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
vi.stubGlobal("navigator", { language: "en-US", languages: ["en-US"] });
vi.stubGlobal("document", { documentElement: {} });

let ruleSetName: typeof import("./i18n").ruleSetName;
beforeAll(async () => {
  ({ ruleSetName } = await import("./i18n"));
});

// A stand-in for the area's t: the key it was asked for.
const t = ((key: string) => key) as unknown as Parameters<typeof ruleSetName>[0];

describe("a rule set's name", () => {
  it("is the app's own, in the reader's language, while the default keeps the name it was given", () => {
    expect(ruleSetName(t, { name: "Workplace default", isDefault: true })).toBe("workRules.workplaceDefault");
  });
  it("is the manager's, as written, once they renamed the default, and for every other set", () => {
    expect(ruleSetName(t, { name: "Tarifvertrag", isDefault: true })).toBe("Tarifvertrag");
    expect(ruleSetName(t, { name: "Workplace default", isDefault: false })).toBe("Workplace default");
  });
});
