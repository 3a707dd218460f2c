// Importing staff from a CSV file: a preview that lists every row's problems, then the
// import, which invites everyone at once. The operations are in staff-import.graphql.
import { useApolloClient, useMutation } from "@apollo/client/react";
import { ImportStaffDocument, InvitationsDocument, PreviewStaffImportDocument } from "@/gql/graphql";

/** The largest file the server reads (service.MaxStaffImportBytes). */
export const maxImportBytes = 256 * 1024;

/** The file's columns, with one example person, for managers to fill in. */
export const importTemplate =
  "name,e-mail,role,positions,locations,rule set\r\n" +
  "Ann Example,ann@example.com,employee,Cook;Dishwasher,Main location,\r\n";

/** Reads a file without caching the answer: each file is previewed afresh. */
export function usePreviewStaffImport() {
  const client = useApolloClient();
  return (csv: string) => client.query({ query: PreviewStaffImportDocument, variables: { csv }, fetchPolicy: "no-cache" });
}

export const useImportStaff = () =>
  useMutation(ImportStaffDocument, { refetchQueries: [InvitationsDocument, "Staff", "ScheduleEditor"], awaitRefetchQueries: true });
