import { describe, expect, it } from "vitest";
import { parseTimeRange } from "./time-range";

const read = (text: string) => {
  const r = parseTimeRange(text);
  return r && `${r.startTime}-${r.endTime}${r.overnight ? " overnight" : ""}`;
};

describe("parseTimeRange", () => {
  it("reads bare hours with a smaller end as an afternoon end", () => {
    expect(read("7-3")).toBe("07:00-15:00");
    expect(read("10-2")).toBe("10:00-14:00");
    expect(read("12-8")).toBe("12:00-20:00");
  });
  it("reads am and pm in their short and long forms", () => {
    expect(read("7a-3p")).toBe("07:00-15:00");
    expect(read("7am - 3pm")).toBe("07:00-15:00");
    expect(read("12p-8p")).toBe("12:00-20:00");
    expect(read("12a-8a")).toBe("00:00-08:00");
    expect(read("9p-5a")).toBe("21:00-05:00 overnight");
  });
  it("reads the 24-hour clock with and without minutes", () => {
    expect(read("14:00-22:00")).toBe("14:00-22:00");
    expect(read("9:30-17")).toBe("09:30-17:00");
    expect(read("0930-1700")).toBe("09:30-17:00");
    expect(read("9 to 17")).toBe("09:00-17:00");
    expect(read("9–17")).toBe("09:00-17:00");
  });
  it("reads an end that cannot be the same afternoon as overnight", () => {
    expect(read("22-6")).toBe("22:00-06:00 overnight");
    expect(read("18-2")).toBe("18:00-02:00 overnight");
    expect(read("23:30-7:15")).toBe("23:30-07:15 overnight");
  });
  it("keeps an explicit morning end even when it is earlier", () => {
    expect(read("10-2a")).toBe("10:00-02:00 overnight");
  });
  it("refuses what is not a range", () => {
    for (const bad of ["", "7", "7-", "25-3", "9:75-17", "13p-5", "9-9", "abc", "7-3-5"]) {
      expect(parseTimeRange(bad), bad).toBeNull();
    }
  });
});
