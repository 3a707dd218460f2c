// Timesheets per pay period, corrections, approvals and the payroll export. Operations in
// timesheets.graphql.
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  ApproveTimesheetDocument,
  CorrectTimeRecordDocument,
  PayrollDocument,
  ReopenTimesheetDocument,
  SetTimesheetSettingsDocument,
  TimesheetsDocument,
} from "@/gql/graphql";

export const useTimesheets = (date: string) =>
  useQuery(TimesheetsDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
// A correction or approval changes one person's sheet; the period's list is read again so
// that its order and totals stay the server's.
const refetch = { refetchQueries: [TimesheetsDocument], awaitRefetchQueries: true };
export const useCorrectTimeRecord = () => useMutation(CorrectTimeRecordDocument, refetch);
export const useApproveTimesheet = () => useMutation(ApproveTimesheetDocument, refetch);
export const useReopenTimesheet = () => useMutation(ReopenTimesheetDocument, refetch);
export const useSetTimesheetSettings = () => useMutation(SetTimesheetSettingsDocument, refetch);

/** Fetches the approved period's payroll and saves its CSV as a file. */
export function usePayrollDownload() {
  const client = useApolloClient();
  return async (date: string): Promise<{ rows: number; notApproved: number }> => {
    const { data } = await client.query({ query: PayrollDocument, variables: { date }, fetchPolicy: "network-only" });
    if (!data) throw new Error("The payroll could not be loaded.");
    const p = data.payroll;
    const url = URL.createObjectURL(new Blob([p.csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `payroll-${p.start}-to-${p.end}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    return { rows: p.csv.split("\r\n").length - 2, notApproved: p.notApproved };
  };
}
