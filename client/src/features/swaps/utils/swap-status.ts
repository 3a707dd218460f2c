import type { SwapStatus } from "@/gql/graphql";

/** The sentence SPEC section 4 shows for a swap's status, seen by `meId`. */
export function swapStatusText(
  status: SwapStatus,
  swap: { requesterId: string; targetName: string; cancelReason?: string | null },
  meId: string,
): string {
  switch (status) {
    case "PENDING_TARGET":
      return swap.requesterId === meId ? `Waiting for ${swap.targetName} to respond.` : "Awaiting your response.";
    case "PENDING_MANAGER":
      return "Waiting for manager approval.";
    case "APPROVED":
      return "Approved!";
    case "DENIED_BY_TARGET":
      return `${swap.targetName} denied the swap.`;
    case "DENIED_BY_MANAGER":
      return "A manager denied the swap.";
    case "CANCELLED":
      return swap.cancelReason ? `Cancelled: ${swap.cancelReason}` : "Cancelled.";
  }
}

/** A colour family for the status badge. */
export function swapStatusTone(status: SwapStatus): "pending" | "approved" | "denied" {
  if (status === "APPROVED") return "approved";
  if (status === "PENDING_TARGET" || status === "PENDING_MANAGER") return "pending";
  return "denied";
}
