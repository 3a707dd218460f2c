import { describe, expect, it } from "vitest";
import { placeOf, qualifiedThere } from "./shift-text";

const at = (positions: string[], locationIds: string[]) => ({
  userId: "1",
  positions: positions.map((positionId) => ({ positionId })),
  locationIds,
});

describe("qualifiedThere", () => {
  it("asks nothing of an open shift with neither position nor location", () => {
    expect(qualifiedThere(undefined, "", "")).toBe(true);
  });
  it("needs the position and the location when the shift has them", () => {
    expect(qualifiedThere(at(["p1"], ["l1"]), "p1", "l1")).toBe(true);
    expect(qualifiedThere(at([], ["l1"]), "p1", "l1")).toBe(false);
    expect(qualifiedThere(at(["p1"], ["l2"]), "p1", "l1")).toBe(false);
  });
  it("counts someone placed at no location as working everywhere, as the server does", () => {
    expect(qualifiedThere(at(["p1"], []), "p1", "l1")).toBe(true);
  });
});

describe("placeOf", () => {
  it("names the position and location, or nothing", () => {
    const positions = [{ id: "p1", name: "Barista" }];
    const locations = [{ id: "l1", name: "Harbour" }];
    expect(placeOf({ positionId: "p1", locationId: "l1" }, positions, locations)).toBe("Barista, Harbour");
    expect(placeOf({ positionId: null, locationId: "l1" }, positions, locations)).toBe("Harbour");
    expect(placeOf({}, positions, locations)).toBe("");
  });
});
