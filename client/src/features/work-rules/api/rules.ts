// Work rules: rule sets (contracts) and who follows which. The operations are in
// rules.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import { DeleteRuleSetDocument, RuleSetsDocument, SaveRuleSetDocument, SetPersonRuleSetDocument } from "@/gql/graphql";

// A rule set change can change the conflicts of any draft: cached drafts are dropped.
const refetch = {
  refetchQueries: [RuleSetsDocument],
  awaitRefetchQueries: true,
  update: (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
    cache.evict({ id: "ROOT_QUERY", fieldName: "weekDraft" });
    cache.gc();
  },
};

export const useRuleSets = () => useQuery(RuleSetsDocument, { fetchPolicy: "cache-and-network" });
export const useSaveRuleSet = () => useMutation(SaveRuleSetDocument, refetch);
export const useDeleteRuleSet = () => useMutation(DeleteRuleSetDocument, refetch);
export const useSetPersonRuleSet = () => useMutation(SetPersonRuleSetDocument, refetch);
