// Labour rules: a rule set's, the presets, and a person's birth date. The operations are
// in labour.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ApplyLabourPresetDocument,
  BirthDateDocument,
  LabourPresetsDocument,
  LabourShiftTypesDocument,
  LabourOfRuleSetsDocument,
  SetBirthDateDocument,
  SetRuleSetLabourDocument,
} from "@/gql/graphql";

// Labour rules change the conflicts of any draft (and a birth date a minor's): cached
// drafts are dropped, as a rule set's change drops them.
const dropDrafts = (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "weekDraft" });
  cache.gc();
};

/** One rule set's labour rules, from the one query of every set's (each card asks; Apollo sends it once). */
export const useRuleSetLabour = (ruleSetId: string) => {
  const result = useQuery(LabourOfRuleSetsDocument, { fetchPolicy: "cache-and-network" });
  return { ...result, labour: result.data?.ruleSets.find((rs) => rs.id === ruleSetId)?.labour };
};
export const useLabourPresets = () => useQuery(LabourPresetsDocument);
export const useLabourShiftTypes = () => useQuery(LabourShiftTypesDocument);
/** Saves a rule set's labour rules; the answer replaces the cached ones (by rule set). */
export const useSetRuleSetLabour = () =>
  useMutation(SetRuleSetLabourDocument, { refetchQueries: [LabourOfRuleSetsDocument], awaitRefetchQueries: true, update: dropDrafts });
export const useApplyLabourPreset = () =>
  useMutation(ApplyLabourPresetDocument, { refetchQueries: [LabourOfRuleSetsDocument], awaitRefetchQueries: true, update: dropDrafts });

export const useBirthDate = (userId: string) => useQuery(BirthDateDocument, { variables: { userId }, fetchPolicy: "network-only" });
export const useSetBirthDate = () => useMutation(SetBirthDateDocument, { update: dropDrafts });
