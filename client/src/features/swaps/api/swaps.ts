// Shift swaps: the ones a person is part of, and the managers' approval queue.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  DecideSwapDocument,
  MySwapRequestsDocument,
  RespondToSwapDocument,
  SwapsAwaitingApprovalDocument,
} from "@/gql/graphql";

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
      cache.evict({ id: "ROOT_QUERY", fieldName: "shifts" });
      cache.gc();
    },
  });
