// Acknowledging a published week; the documents are in acknowledgements.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import { AcknowledgeWeekDocument, MyAcknowledgementDocument, WeekAcknowledgementsDocument } from "@/gql/graphql";

export function useMyAcknowledgement(date: string) {
  return useQuery(MyAcknowledgementDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
}

export function useAcknowledgeWeek() {
  return useMutation(AcknowledgeWeekDocument, { refetchQueries: [MyAcknowledgementDocument] });
}

/** Everyone on a published week and whether they acknowledged it (managers only). */
export function useWeekAcknowledgements(week: string) {
  return useQuery(WeekAcknowledgementsDocument, { variables: { week }, fetchPolicy: "cache-and-network" });
}
