// Which locations each manager is limited to (none: every location).
import { useMutation, useQuery } from "@apollo/client/react";
import { ManagerLocationsDocument, SetManagerLocationsDocument } from "@/gql/graphql";

export const useManagerLocations = () => useQuery(ManagerLocationsDocument, { fetchPolicy: "cache-and-network" });

// A new limit changes what that manager's schedules show: their cached calendars are theirs alone, so only the list is refetched.
export const useSetManagerLocations = () =>
  useMutation(SetManagerLocationsDocument, { refetchQueries: [ManagerLocationsDocument] });
