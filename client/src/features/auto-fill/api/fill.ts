// Hooks of the auto-scheduler; the documents are in fill.graphql beside this file.
import { useMutation, useQuery } from "@apollo/client/react";
import {
  ApplyFillDocument,
  FillJobDocument,
  FillNamesDocument,
  StartFillDocument,
  StopFillDocument,
} from "@/gql/graphql";

const active = new Set(["QUEUED", "RUNNING", "STOPPING"]);

/** Whether a fill is still under way (its progress is worth polling). */
export function fillActive(status?: string | null): boolean {
  return !!status && active.has(status);
}

/** A fill, polled every second while it is under way. */
export function useFillJob(id: string | null, polling: boolean) {
  return useQuery(FillJobDocument, {
    variables: { id: id ?? "" },
    skip: !id,
    pollInterval: polling ? 1000 : 0,
    fetchPolicy: "network-only",
  });
}

/** People and shift types by id, to name a proposal's changes. */
export function useFillNames() {
  const { data } = useQuery(FillNamesDocument, { fetchPolicy: "cache-first" });
  return {
    people: new Map((data?.staff ?? []).map((p) => [p.id, p.name])),
    shiftTypes: new Map((data?.shiftTypes ?? []).map((s) => [s.id, s.name])),
  };
}

export function useStartFill() {
  return useMutation(StartFillDocument);
}

export function useStopFill() {
  return useMutation(StopFillDocument);
}

export function useApplyFill() {
  return useMutation(ApplyFillDocument);
}
