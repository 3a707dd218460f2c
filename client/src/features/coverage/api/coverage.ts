// Preferences, staffing requirements and the week's coverage; the documents are in
// coverage.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AddPreferenceDocument,
  CoverageDocument,
  DeletePreferenceDocument,
  DeleteStaffingRequirementDocument,
  PersonPreferencesDocument,
  SaveStaffingRequirementDocument,
  StaffingRequirementsDocument,
  WeekPreferencesDocument,
} from "@/gql/graphql";

/** A person's preferences: one's own when userId is null (someone else's for managers). */
export const usePersonPreferences = (userId: string | null) =>
  useQuery(PersonPreferencesDocument, { variables: { userId }, fetchPolicy: "cache-and-network" });

// The editor's markers read the same preferences: they are refetched too when shown.
const refetchPreferences = { refetchQueries: [PersonPreferencesDocument, WeekPreferencesDocument] };

export const useAddPreference = () => useMutation(AddPreferenceDocument, refetchPreferences);

export const useDeletePreference = () => useMutation(DeletePreferenceDocument, refetchPreferences);

/** Everyone's preferences about the week, as sentences by person (managers only). */
export function useWeekPreferenceNotes(week: string, enabled: boolean): ReadonlyMap<string, string[]> {
  const { data } = useQuery(WeekPreferencesDocument, { variables: { week }, skip: !enabled, fetchPolicy: "cache-and-network" });
  const notes = new Map<string, string[]>();
  for (const p of data?.weekPreferences ?? []) notes.set(p.userId, [...(notes.get(p.userId) ?? []), p.description]);
  return notes;
}

export const useCoverage = (week: string) => useQuery(CoverageDocument, { variables: { week }, fetchPolicy: "cache-and-network" });

export const useStaffingRequirements = () => useQuery(StaffingRequirementsDocument, { fetchPolicy: "cache-and-network" });

export const useSaveStaffingRequirement = () =>
  useMutation(SaveStaffingRequirementDocument, { refetchQueries: [StaffingRequirementsDocument] });

export const useDeleteStaffingRequirement = () =>
  useMutation(DeleteStaffingRequirementDocument, { refetchQueries: [StaffingRequirementsDocument] });
