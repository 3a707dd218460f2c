// The managers' audit trail: who changed what, page by page. The operations are in
// audit.graphql beside this file.
import { useQuery } from "@apollo/client/react";
import { AuditLogDocument, AuditPeopleDocument, type AuditFilter } from "@/gql/graphql";

export const AUDIT_PAGE_SIZE = 25;

export const useAuditLog = (filter: AuditFilter, after: string | null) =>
  useQuery(AuditLogDocument, {
    variables: { filter, first: AUDIT_PAGE_SIZE, after },
    fetchPolicy: "network-only",
  });

export const useAuditPeople = () => useQuery(AuditPeopleDocument);
