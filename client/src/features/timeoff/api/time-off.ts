// Time-off (PTO) requests: one's own, and the managers' queue of pending ones.
import { gql } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  MyTimeOffRequestsDocument,
  PendingTimeOffRequestsDocument,
  RequestTimeOffDocument,
  RespondToTimeOffDocument,
} from "@/gql/graphql";

if (false) {
  gql`
    fragment TimeOffItem on TimeOffRequest {
      id
      userName
      date
      reason
      status
    }
    query MyTimeOffRequests {
      myTimeOffRequests {
        ...TimeOffItem
      }
    }
    query PendingTimeOffRequests {
      pendingTimeOffRequests {
        ...TimeOffItem
      }
    }
    mutation RequestTimeOff($date: Date!, $reason: String) {
      requestTimeOff(date: $date, reason: $reason) {
        ...TimeOffItem
      }
    }
    mutation RespondToTimeOff($id: ID!, $decision: TimeOffDecision!) {
      respondToTimeOff(id: $id, decision: $decision) {
        ...TimeOffItem
      }
    }
  `;
}

export const useMyTimeOff = () => useQuery(MyTimeOffRequestsDocument, { fetchPolicy: "cache-and-network" });

export const usePendingTimeOff = (enabled: boolean) =>
  useQuery(PendingTimeOffRequestsDocument, { skip: !enabled, fetchPolicy: "cache-and-network" });

export const useRequestTimeOff = () =>
  useMutation(RequestTimeOffDocument, { refetchQueries: [MyTimeOffRequestsDocument, PendingTimeOffRequestsDocument] });

export const useRespondToTimeOff = () =>
  useMutation(RespondToTimeOffDocument, { refetchQueries: [PendingTimeOffRequestsDocument, MyTimeOffRequestsDocument] });
