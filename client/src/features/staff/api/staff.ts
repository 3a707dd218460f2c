// The managers' staff list and account deletion.
import { useMutation, useQuery } from "@apollo/client/react";
import { AddPersonDocument, DeleteUserDocument, SendInvitationDocument, SetWorksShiftsDocument, StaffDocument } from "@/gql/graphql";

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

// A person added or invited is a row everywhere at once: the staff list, the invitations
// and the week editor's rows (ScheduleEditor) are read again.
const joined = { refetchQueries: [StaffDocument, "Invitations", "ScheduleEditor"], awaitRefetchQueries: true };

/** Adds a person who has not signed up (invited at once when given an e-mail address). */
export const useAddPerson = () => useMutation(AddPersonDocument, joined);

/** Gives a person who has not signed up an e-mail address (when given) and sends them a new link. */
export const useSendInvitation = () => useMutation(SendInvitationDocument, joined);
