import { describe, expect, it } from "vitest";
import { formatHours, formatMoney } from "@/lib/i18n-format";

// The Hours page read "8,00" hours beside "124.00" of cost in Spanish: both are numbers
// of the reader's language.
describe("hours and money on the Hours page", () => {
  it.each([
    ["en", "8.00", "124.00"],
    ["es", "8,00", "124,00"],
    ["de", "8,00", "124,00"],
    ["fr", "8,00", "124,00"],
  ])("in %s writes 8 hours as %s and 124.00 as %s", (language, hours, money) => {
    expect(formatHours(480, language)).toBe(hours);
    expect(formatMoney("124.00", language)).toBe(money);
  });

  it.each(["en", "es", "de", "fr", "ar"])("in %s writes an amount with the marks and digits of the hours", (language) => {
    expect(formatMoney("8.00", language)).toBe(formatHours(480, language));
  });

  it("keeps a large amount ungrouped, as the hours are, and to the cent", () => {
    expect(formatMoney("12345.05", "es")).toBe("12345,05");
    expect(formatMoney("12345.05", "de")).toBe("12345,05");
  });
});
