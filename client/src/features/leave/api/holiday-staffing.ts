// How a location is staffed on its public holidays; the documents are in
// holiday-staffing.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useMutation, useQuery } from "@apollo/client/react";
import { HolidayStaffingDocument, SetHolidayStaffingDocument } from "@/gql/graphql";

export const useHolidayStaffing = (locationId: string) =>
  useQuery(HolidayStaffingDocument, { variables: { locationId }, skip: !locationId, fetchPolicy: "cache-and-network" });

/** Saving a rule changes what every week's coverage needs on a holiday: the editor asks again. */
export const useSetHolidayStaffing = () =>
  useMutation(SetHolidayStaffingDocument, {
    refetchQueries: [HolidayStaffingDocument],
    update: (cache: ApolloCache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "coverage" });
      cache.gc();
    },
  });
