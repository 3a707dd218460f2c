// Hooks of a week's draft, shared by the editor and the Schedule Uploader; the documents
// are in draft.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  AddDraftShiftDocument,
  ApprovedTimeOffDocument,
  DiscardDraftDocument,
  RemoveDraftShiftDocument,
  ScheduleEditorDocument,
  UpdateDraftShiftDocument,
} from "@/gql/graphql";

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

/** Who has approved time off on each day from..to (managers only). */
export function useApprovedTimeOff(from: string, to: string) {
  return useQuery(ApprovedTimeOffDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });
}
