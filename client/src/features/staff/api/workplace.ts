// People's positions, locations and rates on Manage Staff (operations in workplace.graphql).
import { useMutation, useQuery } from "@apollo/client/react";
import { PersonWorkplacesDocument, SetPersonWorkplaceDocument } from "@/gql/graphql";

export const usePersonWorkplaces = () => useQuery(PersonWorkplacesDocument, { fetchPolicy: "cache-and-network" });

// A person's workplace has no id of its own for the cache: the list is read again.
export const useSetPersonWorkplace = () =>
  useMutation(SetPersonWorkplaceDocument, { refetchQueries: [PersonWorkplacesDocument], awaitRefetchQueries: true });
