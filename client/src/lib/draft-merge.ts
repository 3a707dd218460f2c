// How the cache merges the part of a week's draft that an edit answers (the DraftPart
// fragment in week-draft.graphql) into the week it holds: the shifts and conflicts the
// part names replace the held ones, the rest stay. The server computes a person's
// conflicts from their shifts alone and a date's staffing from that day's, so the merged
// week equals the week read again.
import type { FieldFunctionOptions, FieldPolicy, Reference, StoreObject } from "@apollo/client";

type Item = Reference | StoreObject;
type Args = Record<string, unknown> | null | undefined;

const list = (v: unknown): string[] | null => (Array.isArray(v) ? (v as string[]) : null);

const SEVERITY_ORDER: Record<string, number> = { HARD: 0, WARNING: 1, INFO: 2 };

/** Merges a draft's shifts: with ids or people, those shifts are replaced. */
export const draftShiftsPolicy: FieldPolicy<Item[]> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }: FieldFunctionOptions) {
    const ids = list((args as Args)?.ids);
    const people = list((args as Args)?.people);
    if (!existing || (!ids && !people)) return incoming;
    const touched = (s: Item) =>
      Boolean(ids?.includes(readField<string>("id", s) ?? "") || people?.includes(readField<string>("userId", s) ?? ""));
    const key = (s: Item) => `${readField<string>("date", s)} ${readField<string>("startTime", s)}`;
    return [...existing.filter((s) => !touched(s)), ...incoming].sort(
      (a, b) => key(a).localeCompare(key(b)) || Number(readField("id", a)) - Number(readField("id", b)),
    );
  },
};

/** Merges a draft's conflicts: with people or dates, theirs are replaced; hard ones stay first. */
export const draftConflictsPolicy: FieldPolicy<Item[]> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }: FieldFunctionOptions) {
    const people = list((args as Args)?.people);
    const dates = list((args as Args)?.dates);
    if (!existing || (!people && !dates)) return incoming;
    const touched = (c: Item) => {
      const code = readField<string>("code", c);
      if (code === "UNDERSTAFFED" || code === "OVERSTAFFED") return Boolean(dates?.includes(readField<string>("date", c) ?? ""));
      return Boolean(people?.includes(readField<string>("userId", c) ?? ""));
    };
    const rank = (c: Item) => SEVERITY_ORDER[readField<string>("severity", c) ?? ""] ?? 3;
    return [...existing.filter((c) => !touched(c)), ...incoming].sort((a, b) => rank(a) - rank(b));
  },
};
