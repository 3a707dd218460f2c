// The workplace's locations, positions and shift types. The operations are in
// workplace.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ArchiveLocationDocument,
  ArchivePositionDocument,
  ArchiveShiftTypeDocument,
  DeleteLocationDocument,
  DeletePositionDocument,
  DeleteShiftTypeDocument,
  SaveLocationDocument,
  SavePositionDocument,
  PersonalDataRetentionDocument,
  SetPersonalDataRetentionYearsDocument,
  SaveShiftTypeDocument,
  SetWorkplaceLanguageDocument,
  SetWorkplaceProfileDocument,
  WorkplaceProfileDocument,
  WorkplaceDocument,
  WorkplaceLanguageDocument,
} from "@/gql/graphql";

// Adding or deleting changes the lists; WorkplaceNames (src/lib) reads the same fields,
// so one refetch serves both.
const refetch = { refetchQueries: [WorkplaceDocument], awaitRefetchQueries: true };

export const useWorkplace = () => useQuery(WorkplaceDocument, { fetchPolicy: "cache-and-network" });

export const useSaveLocation = () => useMutation(SaveLocationDocument, refetch);
export const useArchiveLocation = () => useMutation(ArchiveLocationDocument);
export const useDeleteLocation = () => useMutation(DeleteLocationDocument, refetch);
export const useSavePosition = () => useMutation(SavePositionDocument, refetch);
export const useArchivePosition = () => useMutation(ArchivePositionDocument);
export const useDeletePosition = () => useMutation(DeletePositionDocument, refetch);
export const useSaveShiftType = () => useMutation(SaveShiftTypeDocument, refetch);
export const useArchiveShiftType = () => useMutation(ArchiveShiftTypeDocument);
export const useDeleteShiftType = () => useMutation(DeleteShiftTypeDocument, refetch);

export const useWorkplaceLanguage = () => useQuery(WorkplaceLanguageDocument);
/** The answer is the new default; it replaces the cached one. */
export const useSetWorkplaceLanguage = () =>
  useMutation(SetWorkplaceLanguageDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: WorkplaceLanguageDocument, data: { workplaceSettings: data.setWorkplaceLanguage } });
    },
  });

export const useWorkplaceProfile = () => useQuery(WorkplaceProfileDocument);
/** The answer is the profile as saved; it replaces the cached one (the settings merge). */
export const useSetWorkplaceProfile = () =>
  useMutation(SetWorkplaceProfileDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: WorkplaceProfileDocument, data: { workplaceSettings: data.setWorkplaceProfile } });
    },
  });

export const usePersonalDataRetention = () => useQuery(PersonalDataRetentionDocument);
/** The answer is the number of years as saved; it replaces the cached one. */
export const useSetPersonalDataRetention = () =>
  useMutation(SetPersonalDataRetentionYearsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: PersonalDataRetentionDocument, data: { personalDataRetentionYears: data.setPersonalDataRetentionYears } });
    },
  });
