// Time-off (PTO) requests: one's own, the managers' queue of pending ones, and who is off;
// the documents are in time-off.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ApprovedTimeOffAheadDocument,
  CancelTimeOffDocument,
  DecideTimeOffDocument,
  MyLeaveBalancesDocument,
  PlannedLeaveDocument,
  TeamLeaveDocument,
  MyTimeOffRequestsDocument,
  PendingTimeOffRequestsDocument,
  RequestTimeOffDocument,
  TimeOffLeavePreviewDocument,
  type LeavePreviewInput,
  WhoIsOffDocument,
  WithdrawTimeOffDocument,
} from "@/gql/graphql";

const afterChange = {
  // Balances change when leave is approved, withdrawn or cancelled (the leave pages' queries).
  refetchQueries: [
    MyTimeOffRequestsDocument,
    PendingTimeOffRequestsDocument,
    WhoIsOffDocument,
    ApprovedTimeOffAheadDocument,
    MyLeaveBalancesDocument,
    TeamLeaveDocument,
    PlannedLeaveDocument,
  ],
};

export const useMyTimeOff = () => useQuery(MyTimeOffRequestsDocument, { fetchPolicy: "cache-and-network" });

export const usePendingTimeOff = (enabled: boolean) =>
  useQuery(PendingTimeOffRequestsDocument, { skip: !enabled, fetchPolicy: "cache-and-network" });

export const useWhoIsOff = (from: string, to: string) =>
  useQuery(WhoIsOffDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });

export const useRequestTimeOff = () => useMutation(RequestTimeOffDocument, afterChange);

export const useDecideTimeOff = () => useMutation(DecideTimeOffDocument, afterChange);

export const useWithdrawTimeOff = () => useMutation(WithdrawTimeOffDocument, afterChange);

/** Approved time off touching from..to (managers only), to cancel what has not ended. */
export const useApprovedTimeOffAhead = (from: string, to: string, enabled: boolean) =>
  useQuery(ApprovedTimeOffAheadDocument, { variables: { from, to }, skip: !enabled, fetchPolicy: "cache-and-network" });

export const useCancelTimeOff = () => useMutation(CancelTimeOffDocument, afterChange);

/** What a request would do to a balance (skipped while `input` is null: no valid dates yet). */
export const useLeavePreview = (input: LeavePreviewInput | null, leaveTypeId: string) =>
  useQuery(TimeOffLeavePreviewDocument, {
    variables: { input: input!, userId: input?.userId ?? "", leaveTypeId },
    skip: !input || !leaveTypeId,
    fetchPolicy: "network-only",
  });
