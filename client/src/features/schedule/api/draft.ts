// Hooks of the manager's schedule editor and of acknowledging a week; the documents are
// in draft.graphql beside this file.
import type { ApolloCache } from "@apollo/client";
import { useLazyQuery, useMutation, useQuery } from "@apollo/client/react";
import {
  AcknowledgeWeekDocument,
  AddDraftShiftDocument,
  CopyIntoDraftDocument,
  DeleteTemplateDocument,
  DiscardDraftDocument,
  MyAcknowledgementDocument,
  PublishDraftDocument,
  PublishPreviewDocument,
  RemoveDraftShiftDocument,
  RenameTemplateDocument,
  SaveTemplateDocument,
  ScheduleEditorDocument,
  UpdateDraftShiftDocument,
  UpdateWorkplaceSettingsDocument,
  WeekAvailabilityDocument,
} from "@/gql/graphql";

/** Drops cached weeks, months and the editor so every view reloads after a publish. */
function forgetSchedules(cache: ApolloCache) {
  for (const fieldName of ["week", "month", "weekDraft", "weekAcknowledgements", "myAcknowledgement"]) {
    cache.evict({ id: "ROOT_QUERY", fieldName });
  }
  cache.gc();
}

export function useScheduleEditor(week: string) {
  return useQuery(ScheduleEditorDocument, { variables: { week }, fetchPolicy: "cache-and-network" });
}

export function useAddDraftShift() {
  return useMutation(AddDraftShiftDocument);
}

export function useUpdateDraftShift() {
  return useMutation(UpdateDraftShiftDocument);
}

export function useRemoveDraftShift() {
  return useMutation(RemoveDraftShiftDocument);
}

export function useDiscardDraft() {
  return useMutation(DiscardDraftDocument);
}

export function useCopyIntoDraft() {
  return useMutation(CopyIntoDraftDocument);
}

export function useSaveTemplate() {
  return useMutation(SaveTemplateDocument, { refetchQueries: ["ScheduleEditor"] });
}

export function usePublishPreview() {
  return useLazyQuery(PublishPreviewDocument, { fetchPolicy: "network-only" });
}

export function usePublishDraft() {
  return useMutation(PublishDraftDocument, { update: forgetSchedules });
}

export function useMyAcknowledgement(date: string) {
  return useQuery(MyAcknowledgementDocument, { variables: { date }, fetchPolicy: "cache-and-network" });
}

export function useAcknowledgeWeek() {
  return useMutation(AcknowledgeWeekDocument, { refetchQueries: ["MyAcknowledgement"] });
}

/** Changes the workplace's rules; the editor reloads, since its conflicts depend on them. */
export function useUpdateWorkplaceSettings() {
  return useMutation(UpdateWorkplaceSettingsDocument, { refetchQueries: ["ScheduleEditor"] });
}

export function useRenameTemplate() {
  return useMutation(RenameTemplateDocument, { refetchQueries: ["ScheduleEditor"] });
}

export function useDeleteTemplate() {
  return useMutation(DeleteTemplateDocument, { refetchQueries: ["ScheduleEditor"] });
}

/** Everyone's availability in the week: shown beside the week view and the editor. */
export function useWeekAvailability(week: string) {
  return useQuery(WeekAvailabilityDocument, { variables: { week }, fetchPolicy: "cache-and-network" });
}
