// The managers' staff list and account deletion.
import { useMutation, useQuery } from "@apollo/client/react";
import { DeleteUserDocument, SetWorksShiftsDocument, StaffDocument } from "@/gql/graphql";

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

/** Puts a person on the rota (a row in the week editor, offered open shifts) or takes them off. */
export const useSetWorksShifts = () => useMutation(SetWorksShiftsDocument);
