// Shift swaps: the ones a person is part of, and the managers' approval queue.
import { gql } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  DecideSwapDocument,
  MySwapRequestsDocument,
  RespondToSwapDocument,
  SwapsAwaitingApprovalDocument,
} from "@/gql/graphql";

if (false) {
  gql`
    fragment SwapShiftFields on SwapShift {
      shiftId
      date
      startTime
      endTime
    }
    fragment SwapItem on SwapRequest {
      id
      status
      cancelReason
      createdAt
      requester {
        id
        name
      }
      target {
        id
        name
      }
      shiftA {
        ...SwapShiftFields
      }
      shiftB {
        ...SwapShiftFields
      }
    }
    query MySwapRequests {
      mySwapRequests {
        ...SwapItem
      }
    }
    query SwapsAwaitingApproval {
      swapsAwaitingApproval {
        ...SwapItem
      }
    }
    mutation RespondToSwap($id: ID!, $answer: SwapAnswer!) {
      respondToSwap(id: $id, answer: $answer) {
        ...SwapItem
      }
    }
    mutation DecideSwap($id: ID!, $decision: SwapDecision!) {
      decideSwap(id: $id, decision: $decision) {
        ...SwapItem
      }
    }
  `;
}

export const useMySwaps = () => useQuery(MySwapRequestsDocument, { fetchPolicy: "cache-and-network" });

export const useSwapsAwaitingApproval = (enabled: boolean) =>
  useQuery(SwapsAwaitingApprovalDocument, { skip: !enabled, fetchPolicy: "cache-and-network" });

// An approved swap changes who works which shift: cached weeks and months are dropped.
export const useRespondToSwap = () =>
  useMutation(RespondToSwapDocument, { refetchQueries: [MySwapRequestsDocument, SwapsAwaitingApprovalDocument] });

export const useDecideSwap = () =>
  useMutation(DecideSwapDocument, {
    refetchQueries: [MySwapRequestsDocument, SwapsAwaitingApprovalDocument],
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
      cache.gc();
    },
  });
