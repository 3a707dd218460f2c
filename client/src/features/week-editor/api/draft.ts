// Hooks of a week's draft, shared by the editor and the Schedule Uploader; the documents
// are in draft.graphql beside this file.
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import {
  AddDraftShiftDocument,
  ApprovedTimeOffDocument,
  DiscardDraftDocument,
  EditorHourLimitsDocument,
  EditorDraftFragmentDoc,
  type EditorDraftFragment,
  RemoveDraftShiftDocument,
  SetDraftShiftPinnedDocument,
  ScheduleEditorDocument,
  UpdateDraftShiftDocument,
} from "@/gql/graphql";

export function useScheduleEditor(week: string) {
  return useQuery(ScheduleEditorDocument, { variables: { week }, fetchPolicy: "cache-and-network" });
}

/** The hour limits of each rule set and who follows it (limits.graphql). */
export function useHourLimits() {
  return useQuery(EditorHourLimitsDocument, { fetchPolicy: "cache-and-network" });
}

/** Where a shift is, before or after an edit: its person and its day. */
export type ShiftPlace = { userId?: string | null; date: string };

/** The date of a day in the week that starts on its first date (whichever weekday the
 * workplace's weeks start on): lib/dates.ts's, here beside the edits that use it. */
export { dateOfDay } from "@/lib/dates";

/**
 * The part of the draft an edit touches: the shift (by id, or a new one's person), and the
 * conflicts of the people it leaves and joins and the staffing of its days before and after.
 * An edit's answer carries only these; the cache merges them into the week (lib/apollo.ts).
 */
export function touchedBy(id: string | null, before: ShiftPlace | null, after: ShiftPlace | null) {
  const places = [before, after].filter((p): p is ShiftPlace => p !== null);
  const people = [...new Set(places.flatMap((p) => (p.userId ? [p.userId] : [])))];
  const dates = [...new Set(places.map((p) => p.date))];
  return id ? { ids: [id], people, dates } : { shiftPeople: people, people, dates };
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

export function useSetDraftShiftPinned() {
  return useMutation(SetDraftShiftPinnedDocument);
}

/** The week's draft as the cache holds it once an edit's answer is merged in. */
export function useCachedDraft(week: string): () => EditorDraftFragment | null {
  const client = useApolloClient();
  return () =>
    client.readFragment({
      id: client.cache.identify({ __typename: "WeekDraft", weekStarting: week }),
      fragment: EditorDraftFragmentDoc,
      fragmentName: "EditorDraft",
    });
}

export function useDiscardDraft() {
  return useMutation(DiscardDraftDocument);
}

/** Who has approved time off on each day from..to (managers only). */
export function useApprovedTimeOff(from: string, to: string) {
  return useQuery(ApprovedTimeOffDocument, { variables: { from, to }, fetchPolicy: "cache-and-network" });
}
