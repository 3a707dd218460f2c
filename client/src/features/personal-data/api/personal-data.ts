// Each person's data: the download link, former employees and their erasure. The
// operations are in personal-data.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import { ErasePersonalDataDocument, ExportPersonalDataDocument, FormerStaffDocument } from "@/gql/graphql";

export const useExportPersonalData = () => useMutation(ExportPersonalDataDocument);

export const useFormerStaff = () => useQuery(FormerStaffDocument, { fetchPolicy: "cache-and-network" });

// An erased name shows everywhere (schedules, timesheets, the audit trail): cached reads
// that name people are dropped.
export const useErasePersonalData = () =>
  useMutation(ErasePersonalDataDocument, {
    refetchQueries: [FormerStaffDocument],
    update: (cache) => {
      for (const fieldName of ["week", "month", "shifts", "timesheets", "auditLog"]) cache.evict({ id: "ROOT_QUERY", fieldName });
      cache.gc();
    },
  });

/** Starts the browser's download of a one-time link: a plain link, so the ZIP streams to disk. */
export function startDownload(url: string): void {
  const a = document.createElement("a");
  a.href = url;
  a.download = "";
  document.body.appendChild(a);
  a.click();
  a.remove();
}
