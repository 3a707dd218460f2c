// The managers' staff list and account deletion.
import { useMutation, useQuery } from "@apollo/client/react";
import { DeleteUserDocument, StaffDocument } from "@/gql/graphql";

export const useStaff = () => useQuery(StaffDocument, { fetchPolicy: "cache-and-network" });

// Deleting someone also removes their shifts and swaps: cached calendars are dropped.
export const useDeleteUser = () =>
  useMutation(DeleteUserDocument, {
    refetchQueries: [StaffDocument],
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "week" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "month" });
      cache.evict({ id: "ROOT_QUERY", fieldName: "shifts" });
      cache.gc();
    },
  });
