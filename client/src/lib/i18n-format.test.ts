import i18next from "i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dayLabel,
  formatDate,
  formatMonthTitle,
  formatRange,
  formatShortDate,
  formatTimeRange,
  formatTimeRangeCompact,
} from "./i18n-format";

/** Intl's narrow and thin spaces read as spaces, its direction marks as nothing. */
const plain = (s: string) => s.replace(/[\u00a0\u2009\u202f]/g, " ").replace(/[\u061c\u200e\u200f]/g, "");

type Expected = {
  friday: string;
  date: string;
  short: string;
  range: string;
  yearEnd: string;
  month: string;
  times12: string;
  times24: string;
  compact12: string;
  compact24: string;
};

// 20 to 26 November 2026 is a week (Friday to Thursday); 25 December 2026 to 1 January 2027 crosses a year.
const LANGUAGES: Record<"es" | "de" | "fr" | "ar", Expected> = {
  es: {
    friday: "viernes",
    date: "vie, 20 nov 2026",
    short: "20 nov",
    range: "20–26 nov 2026",
    yearEnd: "25 dic 2026 – 1 ene 2027",
    month: "noviembre de 2026",
    times12: "9:00 a. m. - 5:30 p. m.",
    times24: "9:00 - 17:30",
    compact12: "7 a. m.–3:30 p. m.",
    compact24: "7–15:30",
  },
  de: {
    friday: "Freitag",
    date: "Fr., 20. Nov. 2026",
    short: "20. Nov.",
    range: "20.–26. Nov. 2026",
    yearEnd: "25. Dez. 2026 – 1. Jan. 2027",
    month: "November 2026",
    times12: "9:00 AM - 5:30 PM",
    times24: "9:00 - 17:30",
    compact12: "7 AM–3:30 PM",
    compact24: "7–15:30",
  },
  fr: {
    friday: "vendredi",
    date: "ven. 20 nov. 2026",
    short: "20 nov.",
    range: "20–26 nov. 2026",
    yearEnd: "25 déc. 2026 – 1 janv. 2027",
    month: "novembre 2026",
    times12: "9:00 AM - 5:30 PM",
    times24: "9:00 - 17:30",
    compact12: "7 AM–3:30 PM",
    compact24: "7–15:30",
  },
  ar: {
    friday: "الجمعة",
    date: "الجمعة، 20 نوفمبر 2026",
    short: "20 نوفمبر",
    range: "20–26 نوفمبر 2026",
    yearEnd: "25 ديسمبر 2026 – 1 يناير 2027",
    month: "نوفمبر 2026",
    times12: "9:00 ص - 5:30 م",
    times24: "09:00 - 17:30",
    compact12: "7 ص–3:30 م",
    compact24: "07–15:30",
  },
};

describe.each(Object.entries(LANGUAGES))("in %s", (language, want) => {
  it("names the days of the week", () => {
    expect(dayLabel("FRIDAY", language)).toBe(want.friday);
  });

  it("writes a day with its weekday, and without it where space is short", () => {
    expect(plain(formatDate("2026-11-20", language))).toBe(want.date);
    expect(plain(formatShortDate("2026-11-20", language))).toBe(want.short);
  });

  it("joins the two ends of a week the language's way, across a year end too", () => {
    expect(plain(formatRange("2026-11-20", "2026-11-26", language))).toBe(want.range);
    expect(plain(formatRange("2026-12-25", "2027-01-01", language))).toBe(want.yearEnd);
  });

  it("titles a month", () => {
    expect(plain(formatMonthTitle(2026, 11, language))).toBe(want.month);
  });

  it("writes times on the 12-hour and the 24-hour clock", () => {
    expect(plain(formatTimeRange("09:00", "17:30", 12, language))).toBe(want.times12);
    expect(plain(formatTimeRange("09:00:00", "17:30:00", 24, language))).toBe(want.times24);
  });

  it("drops a whole hour's minutes where space is short", () => {
    expect(plain(formatTimeRangeCompact("07:00", "15:30", 12, language))).toBe(want.compact12);
    expect(plain(formatTimeRangeCompact("07:00", "15:30", 24, language))).toBe(want.compact24);
    // …and keeps each time whole: no space a line may break at ("3 ص" stays together).
    expect(formatTimeRangeCompact("03:00", "11:00", 12, language)).not.toMatch(/ /);
  });
});

describe("English on the 24-hour clock", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("writes times as Intl does, with no AM or PM", () => {
    expect(formatTimeRange("09:00", "17:30", 24, "en")).toBe("09:00 - 17:30");
    expect(formatTimeRange("22:00", "00:00", 24, "en")).toBe("22:00 - 00:00");
    expect(formatTimeRangeCompact("07:00", "15:30", 24, "en")).toBe("07\u201315:30");
  });

  it("is the clock chosen on this device", () => {
    vi.stubGlobal("localStorage", { getItem: (k: string) => (k === "shiftsched.clock" ? "24" : null) });
    expect(formatTimeRange("09:00", "17:00")).toBe("09:00 - 17:00");
    expect(formatTimeRangeCompact("22:00", "06:00")).toBe("22\u201306");
  });

  it("leaves the dates as they are on the 12-hour clock", () => {
    vi.stubGlobal("localStorage", { getItem: (k: string) => (k === "shiftsched.clock" ? "24" : null) });
    expect(formatDate("2026-11-20")).toBe("Fri, Nov 20, 2026");
    expect(formatRange("2026-12-25", "2026-12-31")).toBe("Dec 25, 2026 - Dec 31, 2026");
  });
});

describe("the app's language", () => {
  afterEach(async () => {
    await i18next.changeLanguage("en");
  });

  it("is the one dates and times are written in when none is given", async () => {
    await i18next.init({ lng: "de", resources: {} });
    expect(plain(formatDate("2026-11-20"))).toBe("Fr., 20. Nov. 2026");
    expect(formatMonthTitle(2026, 11)).toBe("November 2026");
    expect(dayLabel("SUNDAY")).toBe("Sonntag");
    expect(formatTimeRange("09:00", "17:30")).toBe("9:00 - 17:30"); // German's own clock is 24-hour
  });

  it("keeps English as the SPEC words it", async () => {
    await i18next.init({ lng: "en", resources: {} });
    expect(formatTimeRange("09:00", "17:00")).toBe("9:00 AM - 5:00 PM");
    expect(formatTimeRangeCompact("07:30", "15:00")).toBe("7:30a\u20133p");
    expect(formatDate("2026-11-20")).toBe("Fri, Nov 20, 2026");
    expect(dayLabel("FRIDAY")).toBe("Friday");
  });
});
