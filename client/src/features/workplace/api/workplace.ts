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
  SaveShiftTypeDocument,
  WorkplaceDocument,
  WorkplaceNamesDocument,
  type LocationFieldsFragment,
  type PositionFieldsFragment,
} from "@/gql/graphql";

// Adding or deleting changes the lists; WorkplaceNames reads the same fields, so one
// refetch serves both.
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

export type WorkplaceNames = {
  positions: Map<string, PositionFieldsFragment>;
  locations: Map<string, LocationFieldsFragment>;
};

/** Positions and locations by id, for screens that name and colour shifts: one small
 * query, read from the cache after the first time. */
export function useWorkplaceNames(): WorkplaceNames {
  const { data } = useQuery(WorkplaceNamesDocument, { fetchPolicy: "cache-first" });
  return {
    positions: new Map((data?.positions ?? []).map((p) => [p.id, p])),
    locations: new Map((data?.locations ?? []).map((l) => [l.id, l])),
  };
}
