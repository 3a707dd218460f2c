// Open shifts and offers: the typed hooks of the open shifts page and the claims queue.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ClaimOpenShiftDocument,
  ClaimsAwaitingApprovalDocument,
  DecideShiftClaimDocument,
  OfferShiftDocument,
  OpenShiftsPageDocument,
  PostOpenShiftDocument,
  WithdrawOpenShiftDocument,
  WithdrawShiftClaimDocument,
} from "@/gql/graphql";
import { addDays, todayLocal } from "@/lib/dates";

/** The open shifts page's data: shifts open to me (all for managers), my claims, my shifts of 5 weeks from `start` (today or later). */
export function useOpenShiftsPage(me: string, manager: boolean, start: string) {
  const today = todayLocal();
  const from = start > today ? start : today;
  return useQuery(OpenShiftsPageDocument, {
    variables: { from, to: addDays(from, 35), me, manager },
    fetchPolicy: "cache-and-network",
    pollInterval: 60_000,
  });
}

export const useClaimsAwaitingApproval = () =>
  useQuery(ClaimsAwaitingApprovalDocument, { fetchPolicy: "cache-and-network" });

const lists = [OpenShiftsPageDocument, ClaimsAwaitingApprovalDocument];

// A claim given or an offer moved changes who works which shift: cached weeks and months go.
const dropCalendars = {
  update: (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
    cache.evict({ id: "ROOT_QUERY", fieldName: "shifts" });
    cache.gc();
  },
};

export const usePostOpenShift = () => useMutation(PostOpenShiftDocument, { refetchQueries: lists });
export const useOfferShift = () => useMutation(OfferShiftDocument, { refetchQueries: lists });
export const useWithdrawOpenShift = () => useMutation(WithdrawOpenShiftDocument, { refetchQueries: lists });
export const useClaimOpenShift = () => useMutation(ClaimOpenShiftDocument, { refetchQueries: lists, ...dropCalendars });
export const useWithdrawShiftClaim = () => useMutation(WithdrawShiftClaimDocument, { refetchQueries: lists });
export const useDecideShiftClaim = () => useMutation(DecideShiftClaimDocument, { refetchQueries: lists, ...dropCalendars });
