// Scheduled hours per person, and the same as a CSV download. Operation in hours.graphql.
import { useQuery } from "@apollo/client/react";
import { HoursReportDocument } from "@/gql/graphql";
import { getToken } from "@/lib/token-storage";

export const useHoursReport = (from: string, to: string) =>
  useQuery(HoursReportDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });

/** Downloads GET /api/reports/hours.csv: the token travels in a header, so a plain link would not do. */
export async function downloadHoursCSV(from: string, to: string): Promise<void> {
  const res = await fetch(`/api/reports/hours.csv?from=${from}&to=${to}`, {
    headers: { "x-auth-token": getToken() ?? "" },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string };
    // No sentence from the server: the page says it in the person's language.
    throw new Error(body.msg ?? "");
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement("a");
  a.href = url;
  a.download = `hours-${from}-to-${to}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
