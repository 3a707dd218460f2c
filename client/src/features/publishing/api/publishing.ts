// Publishing a week's draft, copying into it, templates and the workplace's rules; the
// documents are in publishing.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import {
  CopyIntoDraftDocument,
  DeleteTemplateDocument,
  PublishDraftDocument,
  PublishPreviewDocument,
  RenameTemplateDocument,
  SaveTemplateDocument,
  TemplatesDocument,
  UpdateWorkplaceSettingsDocument,
  WorkplaceSettingsDocument,
} from "@/gql/graphql";

/** Drops cached weeks, months, shift lists, drafts and acknowledgements so every view reloads after a publish. */
function forgetSchedules(cache: ApolloCache) {
  for (const fieldName of ["week", "month", "shifts", "weekDraft", "weekAcknowledgements", "myAcknowledgement"]) {
    cache.evict({ id: "ROOT_QUERY", fieldName });
  }
  cache.gc();
}

/** Drops cached drafts: their conflicts depend on the workplace's rules. */
function forgetDrafts(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "weekDraft" });
  cache.gc();
}

export function useTemplates() {
  return useQuery(TemplatesDocument, { fetchPolicy: "cache-and-network" });
}

export function useCopyIntoDraft() {
  return useMutation(CopyIntoDraftDocument);
}

export function useSaveTemplate() {
  return useMutation(SaveTemplateDocument, { refetchQueries: [TemplatesDocument] });
}

export function useRenameTemplate() {
  return useMutation(RenameTemplateDocument, { refetchQueries: [TemplatesDocument] });
}

export function useDeleteTemplate() {
  return useMutation(DeleteTemplateDocument, { refetchQueries: [TemplatesDocument] });
}

export function usePublishPreview() {
  return useLazyQuery(PublishPreviewDocument, { fetchPolicy: "network-only" });
}

export function usePublishDraft() {
  return useMutation(PublishDraftDocument, { update: forgetSchedules });
}

export function useWorkplaceSettings() {
  return useQuery(WorkplaceSettingsDocument, { fetchPolicy: "cache-and-network" });
}

/** Changes the workplace's rules; drafts reload, since their conflicts depend on them. */
export function useUpdateWorkplaceSettings() {
  return useMutation(UpdateWorkplaceSettingsDocument, { update: forgetDrafts });
}
