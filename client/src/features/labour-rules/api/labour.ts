// Labour rules: a rule set's, the presets, and a person's birth date. The operations are
// in labour.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ApplyLabourPresetDocument,
  BirthDateDocument,
  LabourPresetsDocument,
  LabourShiftTypesDocument,
  RuleSetLabourDocument,
  SetBirthDateDocument,
  SetRuleSetLabourDocument,
} from "@/gql/graphql";

// Labour rules change the conflicts of any draft (and a birth date a minor's): cached
// drafts are dropped, as a rule set's change drops them.
const dropDrafts = (cache: { evict: (o: { id: string; fieldName: string }) => boolean; gc: () => string[] }) => {
  cache.evict({ id: "ROOT_QUERY", fieldName: "weekDraft" });
  cache.gc();
};

export const useRuleSetLabour = (ruleSetId: string) => useQuery(RuleSetLabourDocument, { variables: { ruleSetId }, fetchPolicy: "cache-and-network" });
export const useLabourPresets = () => useQuery(LabourPresetsDocument);
export const useLabourShiftTypes = () => useQuery(LabourShiftTypesDocument);
/** Saves a rule set's labour rules; the answer replaces the cached ones (by rule set). */
export const useSetRuleSetLabour = () =>
  useMutation(SetRuleSetLabourDocument, { refetchQueries: [RuleSetLabourDocument], awaitRefetchQueries: true, update: dropDrafts });
export const useApplyLabourPreset = () =>
  useMutation(ApplyLabourPresetDocument, { refetchQueries: [RuleSetLabourDocument], awaitRefetchQueries: true, update: dropDrafts });

export const useBirthDate = (userId: string) => useQuery(BirthDateDocument, { variables: { userId }, fetchPolicy: "network-only" });
export const useSetBirthDate = () => useMutation(SetBirthDateDocument, { update: dropDrafts });
