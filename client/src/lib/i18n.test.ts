import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// lib/i18n.ts reads this device's choices and the browser's languages as it loads.
const stored = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});
vi.stubGlobal("navigator", { language: "en-US", languages: ["en-US"] });
vi.stubGlobal("document", { documentElement: {} });

let i18n: typeof import("./i18n");
let format: typeof import("./i18n-format");
beforeAll(async () => {
  i18n = await import("./i18n");
  format = await import("./i18n-format");
});

describe("the signed-in person's language and clock", () => {
  beforeEach(async () => {
    stored.clear();
    await i18n.followAccount(null);
  });

  it("are applied on a device that has no choice of its own", async () => {
    await i18n.followAccount({ language: "de", clock: 12 });
    expect(i18n.default.language).toBe("de");
    expect(format.formatTime(17 * 60)).toMatch(/^5:00\sPM$/);
  });

  it("give way to this device's own choice", async () => {
    stored.set("shiftsched.language", "fr");
    stored.set("shiftsched.clock", "24");
    await i18n.followAccount({ language: "de", clock: 12 });
    expect(i18n.default.language).not.toBe("de");
    expect(format.formatTime(17 * 60)).toBe("17:00");
  });

  it("without a choice anywhere, leave the browser's language and its own clock", async () => {
    await i18n.followAccount({ language: "de", clock: 24 });
    await i18n.followAccount({ language: null, clock: null });
    expect(i18n.default.language).toBe("en");
    expect(format.formatTime(17 * 60)).toMatch(/^5:00\sPM$/);
  });
});

describe("sentences that end on an abbreviation", () => {
  it("end with one full stop, and keep an ellipsis", async () => {
    const i18next = (await import("i18next")).default;
    expect(i18n.oneFullStop("am 3. Dez..")).toBe("am 3. Dez.");
    expect(i18n.oneFullStop("Wait... then go.")).toBe("Wait... then go.");
    // Every translation goes through it: a German sentence ending on "3. Dez.".
    i18next.addResource("de", "translation", "test.endsOnADate", "Deine nächste Schicht ist am {{date}}.");
    expect(i18next.t("test.endsOnADate", { lng: "de", date: format.formatShortDate("2026-12-03", "de") })).toBe("Deine nächste Schicht ist am 3. Dez.");
  });
});
