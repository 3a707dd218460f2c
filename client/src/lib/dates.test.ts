import { describe, expect, it } from "vitest";
import { addDays, dateOfDay, dayIndex, dayKeyOf, daysInMonth, monthFirstDay, shiftMonth, todayLocal, weekDates, weekDays, weekStart, weekday } from "./dates";
import { formatDate, formatMonthTitle, formatRange, formatTime12, formatTimeRange, formatTimeRangeCompact } from "./i18n-format";

describe("weekStart in a Friday workplace (most recent Friday, today included)", () => {
  it.each([
    ["2026-11-20", "2026-11-20"], // a Friday is its own week start
    ["2026-11-21", "2026-11-20"], // Saturday
    ["2026-11-26", "2026-11-20"], // Thursday ends the week
    ["2026-11-27", "2026-11-27"],
    ["2026-12-03", "2026-11-27"], // across a month end
    ["2027-01-01", "2027-01-01"], // New Year's Day 2027 is a Friday
    ["2026-12-31", "2026-12-25"], // across a year end
    ["2027-01-07", "2027-01-01"],
    ["2024-03-01", "2024-03-01"], // Friday after a leap day
    ["2024-02-29", "2024-02-23"], // the leap day itself (Thursday)
    ["2026-03-08", "2026-03-06"], // US daylight-saving change (Sunday)
    ["2026-10-04", "2026-10-02"], // Sydney daylight-saving change (Sunday)
  ])("%s starts its week on %s", (date, friday) => {
    expect(weekStart(date, "FRIDAY")).toBe(friday);
    expect(weekday(weekStart(date, "FRIDAY"))).toBe(5);
  });
});

describe("weekStart in a Monday and a Sunday workplace", () => {
  it.each([
    ["2026-11-23", "2026-11-23", "2026-11-22"], // a Monday
    ["2026-11-22", "2026-11-16", "2026-11-22"], // a Sunday ends a Monday week, starts a Sunday one
    ["2026-11-28", "2026-11-23", "2026-11-22"], // Saturday
    ["2027-01-01", "2026-12-28", "2026-12-27"], // across a year end
    ["2024-03-01", "2024-02-26", "2024-02-25"], // after a leap day
  ])("%s is in the Monday week of %s and the Sunday week of %s", (date, monday, sunday) => {
    expect(weekStart(date, "MONDAY")).toBe(monday);
    expect(weekday(monday)).toBe(1);
    expect(weekStart(date, "SUNDAY")).toBe(sunday);
    expect(weekday(sunday)).toBe(0);
  });
});

describe("weekDays (the day keys from the first day)", () => {
  it("runs Friday to Thursday by default order", () => {
    expect(weekDays("FRIDAY")).toEqual(["FRIDAY", "SATURDAY", "SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"]);
  });
  it("runs Monday to Sunday in a Monday workplace", () => {
    expect(weekDays("MONDAY")).toEqual(["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"]);
  });
  it("runs Sunday to Saturday in a Sunday workplace", () => {
    expect(weekDays("SUNDAY")).toEqual(["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"]);
  });
  it("agrees with the dates of the week and dayIndex", () => {
    for (const first of weekDays("FRIDAY")) {
      const start = weekStart("2026-11-25", first);
      expect(weekDates(start).map(dayKeyOf)).toEqual(weekDays(first));
      weekDays(first).forEach((k, i) => expect(dayIndex(k, first)).toBe(i));
    }
  });
});

describe("dateOfDay", () => {
  it("finds each day of a Monday week from the Monday, Sunday last", () => {
    expect(dateOfDay("2026-11-23", "MONDAY")).toBe("2026-11-23");
    expect(dateOfDay("2026-11-23", "FRIDAY")).toBe("2026-11-27");
    expect(dateOfDay("2026-11-23", "SUNDAY")).toBe("2026-11-29");
    expect(dateOfDay("2026-11-30", "TUESDAY")).toBe("2026-12-01"); // across a month end
  });
  it("still finds a Friday week's days from the Friday", () => {
    expect(dateOfDay("2026-11-20", "FRIDAY")).toBe("2026-11-20");
    expect(dateOfDay("2026-11-20", "THURSDAY")).toBe("2026-11-26");
  });
});

describe("addDays (next and previous week)", () => {
  it.each([
    ["2026-11-27", 7, "2026-12-04"],
    ["2026-12-04", -7, "2026-11-27"],
    ["2026-12-25", 7, "2027-01-01"],
    ["2027-01-01", -7, "2026-12-25"],
    ["2024-02-23", 7, "2024-03-01"],
    ["2023-02-24", 7, "2023-03-03"],
    ["2026-03-06", 7, "2026-03-13"],
    ["2026-10-30", 7, "2026-11-06"],
  ])("%s %+d days is %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("walks a whole year of weeks without drifting off Friday", () => {
    let d = "2026-01-02";
    for (let i = 0; i < 60; i++) {
      expect(weekday(d)).toBe(5);
      d = addDays(d, 7);
    }
    expect(d).toBe(addDays("2026-01-02", 420));
  });
});

describe("weekDates", () => {
  it("lists Friday to Thursday across a month end", () => {
    expect(weekDates("2026-11-27")).toEqual([
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
    ]);
  });
});

describe("todayLocal", () => {
  it("uses the browser's calendar day, not the UTC day", () => {
    // 23:30 local time on 20 Nov is the 20th wherever the browser is.
    const lateEvening = new Date(2026, 10, 20, 23, 30);
    expect(todayLocal(lateEvening)).toBe("2026-11-20");
    const earlyMorning = new Date(2026, 10, 20, 0, 15);
    expect(todayLocal(earlyMorning)).toBe("2026-11-20");
    expect(weekStart(todayLocal(lateEvening), "FRIDAY")).toBe("2026-11-20");
  });
});

describe("formatTime12", () => {
  it.each([
    ["00:00", "12:00 AM"],
    ["00:30", "12:30 AM"],
    ["09:00", "9:00 AM"],
    ["11:59", "11:59 AM"],
    ["12:00", "12:00 PM"],
    ["12:45", "12:45 PM"],
    ["13:05", "1:05 PM"],
    ["17:00", "5:00 PM"],
    ["23:59", "11:59 PM"],
    ["09:00:00", "9:00 AM"],
  ])("%s is %s", (t, expected) => {
    expect(formatTime12(t)).toBe(expected);
  });

  it("matches what en-US Intl prints", () => {
    for (const [h, m] of [
      [0, 0],
      [7, 5],
      [12, 0],
      [18, 30],
    ]) {
      const hh = String(h).padStart(2, "0");
      const mm = String(m).padStart(2, "0");
      const intl = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" })
        .format(new Date(Date.UTC(2026, 0, 1, h, m)))
        .replace(/\u202f/g, " ");
      expect(formatTime12(`${hh}:${mm}`)).toBe(intl);
    }
  });

  it("formats a range", () => {
    expect(formatTimeRange("09:00", "17:00")).toBe("9:00 AM - 5:00 PM");
    expect(formatTimeRange("22:00", "06:00")).toBe("10:00 PM - 6:00 AM");
  });
});

describe("date display", () => {
  it("formats days without shifting them", () => {
    expect(formatDate("2026-11-20")).toBe("Fri, Nov 20, 2026");
    expect(formatDate("2027-01-01")).toBe("Fri, Jan 1, 2027");
    expect(formatRange("2026-12-25", "2026-12-31")).toBe("Dec 25, 2026 - Dec 31, 2026");
    expect(formatMonthTitle(2026, 11)).toBe("November 2026");
  });
});

describe("months", () => {
  it("steps across year ends", () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2026, month: 12 });
  });

  it("knows month lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("formatTimeRangeCompact (times where space is short)", () => {
  it.each([
    ["07:00", "15:00", "7a\u20133p"], // whole hours drop their minutes
    ["07:30", "15:00", "7:30a\u20133p"], // minutes stay when there are any
    ["22:00", "06:00", "10p\u20136a"], // overnight
    ["00:00", "12:00", "12a\u201312p"], // midnight and noon
    ["12:45", "23:59", "12:45p\u201311:59p"],
    ["09:00:00", "17:00:00", "9a\u20135p"], // seconds from the server are ignored
  ])("%s to %s is %s", (start, end, want) => {
    expect(formatTimeRangeCompact(start, end)).toBe(want);
  });
});

describe("monthFirstDay", () => {
  it("keeps the specification's Sunday for the default Friday weeks and follows any other first day", () => {
    expect(monthFirstDay("FRIDAY")).toBe("SUNDAY");
    expect(monthFirstDay("MONDAY")).toBe("MONDAY");
    expect(monthFirstDay("SUNDAY")).toBe("SUNDAY");
    expect(monthFirstDay("SATURDAY")).toBe("SATURDAY");
  });
});
