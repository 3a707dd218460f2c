import { describe, expect, it } from "vitest";
import i18next from "i18next";
import en from "@/locales/en/schedule-views.json";
import {
  initialSwapSelection,
  shiftLook,
  swapConfirmText,
  swapSelectionReducer as reduce,
  type SelectableShift,
  type SwapSelectionState,
} from "./swap-selection";

const ME = "u-me";
const TODAY = "2026-11-20";

const mineA: SelectableShift = { id: "a", userId: ME, userName: "Me", date: "2026-11-20", startTime: "09:00", endTime: "17:00" };
const mineB: SelectableShift = { id: "b", userId: ME, userName: "Me", date: "2026-11-22", startTime: "12:00", endTime: "20:00" };
const theirs: SelectableShift = { id: "c", userId: "u-bob", userName: "Bob", date: "2026-11-21", startTime: "10:00", endTime: "18:30" };
const past: SelectableShift = { id: "p", userId: ME, userName: "Me", date: "2026-11-19", startTime: "09:00", endTime: "17:00" };

// The English catalogue, as the view words the prompts.
const i18n = i18next.createInstance();
void i18n.init({ lng: "en", initAsync: false, resources: { en: { translation: en } }, interpolation: { escapeValue: false } });

const click = (state: SwapSelectionState, shift: SelectableShift) => reduce(state, { type: "click", shift, meId: ME, today: TODAY });

describe("swap selection", () => {
  it("nothing selected: clicking my own shift selects it", () => {
    const s = click(initialSwapSelection, mineA);
    expect(s.selected?.id).toBe("a");
    expect(s.prompt).toBeNull();
  });

  it("nothing selected: clicking someone else's shift asks to pick one's own first", () => {
    const s = click(initialSwapSelection, theirs);
    expect(s.selected).toBeNull();
    expect(s.prompt).toEqual({ kind: "selectOwnFirst" });
    expect(i18n.t("scheduleViews.swap.selectOwnFirst")).toBe("Please select one of your own shifts first to initiate a swap.");
    const after = reduce(s, { type: "dismiss" });
    expect(after).toEqual(initialSwapSelection);
  });

  it("clicking the selected shift again deselects it", () => {
    const s = click(click(initialSwapSelection, mineA), mineA);
    expect(s.selected).toBeNull();
  });

  it("clicking another of my shifts re-selects that one", () => {
    const s = click(click(initialSwapSelection, mineA), mineB);
    expect(s.selected?.id).toBe("b");
    expect(s.prompt).toBeNull();
  });

  it("clicking a colleague's shift asks to confirm with both dates and times", () => {
    const s = click(click(initialSwapSelection, mineA), theirs);
    expect(s.prompt?.kind).toBe("confirm");
    if (s.prompt?.kind !== "confirm") throw new Error("no confirm");
    expect(s.prompt.mine.id).toBe("a");
    expect(s.prompt.target.id).toBe("c");
    const text = swapConfirmText(i18n.t, s.prompt.mine, s.prompt.target);
    expect(text.title).toBe("Request a swap with Bob?");
    expect(text.detail).toContain("Fri, Nov 20, 2026, 9:00 AM - 5:00 PM");
    expect(text.detail).toContain("Bob's shift: Sat, Nov 21, 2026, 10:00 AM - 6:30 PM");
  });

  it("confirming submits, then the selection clears", () => {
    let s = click(click(initialSwapSelection, mineA), theirs);
    s = reduce(s, { type: "confirm" });
    expect(s.submitting).toBe(true);
    expect(shiftLook(s, theirs, ME, TODAY)).toBe("disabled");
    expect(click(s, mineB)).toBe(s); // clicks are ignored while sending
    s = reduce(s, { type: "done" });
    expect(s).toEqual(initialSwapSelection);
  });

  it("cancelling the confirm keeps my selection", () => {
    let s = click(click(initialSwapSelection, mineA), theirs);
    s = reduce(s, { type: "cancel" });
    expect(s.selected?.id).toBe("a");
    expect(s.prompt).toBeNull();
  });

  it("a failed request keeps the selection so the person can try another", () => {
    let s = click(click(initialSwapSelection, mineA), theirs);
    s = reduce(reduce(s, { type: "confirm" }), { type: "failed" });
    expect(s.submitting).toBe(false);
    expect(s.selected?.id).toBe("a");
  });

  it("past shifts cannot be chosen", () => {
    expect(click(initialSwapSelection, past)).toBe(initialSwapSelection);
    expect(shiftLook(initialSwapSelection, past, ME, TODAY)).toBe("disabled");
  });

  it("confirm is ignored without a pending confirm prompt", () => {
    const s = click(initialSwapSelection, mineA);
    expect(reduce(s, { type: "confirm" })).toBe(s);
  });

  it("reset clears everything (a new week)", () => {
    expect(reduce(click(initialSwapSelection, mineA), { type: "reset" })).toEqual(initialSwapSelection);
  });
});

describe("shift looks", () => {
  it("with nothing selected: mine and default", () => {
    expect(shiftLook(initialSwapSelection, mineA, ME, TODAY)).toBe("mine");
    expect(shiftLook(initialSwapSelection, theirs, ME, TODAY)).toBe("default");
  });

  it("with a selection: selected, mine, targetable", () => {
    const s = click(initialSwapSelection, mineA);
    expect(shiftLook(s, mineA, ME, TODAY)).toBe("selected");
    expect(shiftLook(s, mineB, ME, TODAY)).toBe("mine");
    expect(shiftLook(s, theirs, ME, TODAY)).toBe("targetable");
  });
});
