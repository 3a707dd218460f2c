import type { SwapStatus } from "@/gql/graphql";
import i18next from "@/lib/i18n";
import "../i18n";

/** The sentence SPEC section 4 shows for a swap's status, seen by `meId`. */
export function swapStatusText(
  status: SwapStatus,
  swap: { requesterId: string; targetName: string; cancelReason?: string | null },
  meId: string,
): string {
  const t = i18next.t;
  switch (status) {
    case "PENDING_TARGET":
      return swap.requesterId === meId ? t("swaps.status.waitingFor", { name: swap.targetName }) : t("swaps.status.awaitingYou");
    case "PENDING_MANAGER":
      return t("swaps.status.waitingManager");
    case "APPROVED":
      return t("swaps.status.approved");
    case "DENIED_BY_TARGET":
      return t("swaps.status.deniedByTarget", { name: swap.targetName });
    case "DENIED_BY_MANAGER":
      return t("swaps.status.deniedByManager");
    case "CANCELLED":
      return swap.cancelReason ? t("swaps.status.cancelledBecause", { reason: swap.cancelReason }) : t("swaps.status.cancelled");
  }
}

/** A colour family for the status badge. */
export function swapStatusTone(status: SwapStatus): "pending" | "approved" | "denied" {
  if (status === "APPROVED") return "approved";
  if (status === "PENDING_TARGET" || status === "PENDING_MANAGER") return "pending";
  return "denied";
}
