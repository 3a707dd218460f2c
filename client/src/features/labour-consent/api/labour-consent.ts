// Late changes to one's shifts; the documents are in labour-consent.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import { AnswerLabourConsentDocument, MyLabourConsentsDocument } from "@/gql/graphql";
import { useAuth } from "@/lib/auth";

/** The signed-in person's own late changes, newest first. */
export function useMyConsents() {
  const me = useAuth().user?.id ?? "";
  return useQuery(MyLabourConsentsDocument, { variables: { me }, skip: !me, fetchPolicy: "cache-and-network" });
}

/** Accept or decline one; the list is read again so the premium shows at once. */
export function useAnswerConsent() {
  return useMutation(AnswerLabourConsentDocument, { refetchQueries: [MyLabourConsentsDocument] });
}
