// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { swapStatusText } from "./swap-status";

const swap = { requesterId: "r", targetName: "Tina" };

describe("swap status texts", () => {
  it.each([
    ["PENDING_TARGET", "r", "Waiting for Tina to respond."],
    ["PENDING_TARGET", "t", "Awaiting your response."],
    ["PENDING_MANAGER", "r", "Waiting for manager approval."],
    ["APPROVED", "t", "Approved!"],
    ["DENIED_BY_TARGET", "r", "Tina denied the swap."],
    ["DENIED_BY_MANAGER", "r", "A manager denied the swap."],
  ] as const)("%s seen by %s", (status, me, text) => {
    expect(swapStatusText(status, swap, me)).toBe(text);
  });

  it("explains a cancellation", () => {
    expect(swapStatusText("CANCELLED", { ...swap, cancelReason: "The shift was removed." }, "r")).toBe(
      "Cancelled: The shift was removed.",
    );
  });
});
