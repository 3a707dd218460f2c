import { describe, expect, it } from "vitest";
import i18next from "i18next";
import en from "@/locales/en/week-editor.json";
import { NO_EMPLOYEE_ACCOUNTS, NO_EMPLOYEE_AVAILABLE, onlyLocation, pickEmployee } from "./uploader";

const ann = { id: "1", name: "Ann" };
const bob = { id: "2", name: "Bob" };
const none = new Set<string>();

describe("whom the uploader's new shift is for", () => {
  it("picks the first person not yet on that day", () => {
    expect(pickEmployee([ann, bob], [], none)).toEqual({ userId: "1" });
    expect(pickEmployee([ann, bob], ["1"], none)).toEqual({ userId: "2" });
    expect(pickEmployee([ann, bob], ["1", "2"], none)).toEqual({ userId: "1" });
  });

  it("skips people on approved time off that day", () => {
    expect(pickEmployee([ann, bob], [], new Set(["1"]))).toEqual({ userId: "2" });
  });

  it("refuses when nobody is available, or nobody exists", () => {
    expect(pickEmployee([ann], [], new Set(["1"]))).toEqual({ error: NO_EMPLOYEE_AVAILABLE });
    expect(pickEmployee([], [], none)).toEqual({ error: NO_EMPLOYEE_ACCOUNTS });
    const i18n = i18next.createInstance();
    void i18n.init({ lng: "en", initAsync: false, resources: { en: { translation: en } } });
    expect(i18n.t(NO_EMPLOYEE_AVAILABLE)).toBe("Error: Cannot add a shift. No employees are available.");
  });
});

describe("where the uploader's new shift is", () => {
  const workplaces = [
    { userId: "1", locationIds: ["10"] },
    { userId: "2", locationIds: ["10", "11"] },
    { userId: "3", locationIds: [] },
  ];
  it("is the one location a person works at", () => {
    expect(onlyLocation(workplaces, "1")).toBe("10");
  });
  it("is left to the server for someone at several locations, none, or unknown", () => {
    expect(onlyLocation(workplaces, "2")).toBeUndefined();
    expect(onlyLocation(workplaces, "3")).toBeUndefined();
    expect(onlyLocation(workplaces, "4")).toBeUndefined();
  });
});
