import { useRef, useState } from "react";
import type { DayKeyName } from "@/lib/dates";
import type { CellFields } from "../utils/cell-edits";
import { dateOfDay, touchedBy, useAddDraftShift, useCachedDraft, useRemoveDraftShift, useUpdateDraftShift } from "../api/draft";
import type { EditorShift } from "../utils/editor-grid";
import { useAfterRead } from "./use-after-read";

/** What a shift of the draft is, as an edit gives it ("" for none). */
export type ShiftFields = CellFields;

export function fieldsOf(s: EditorShift): ShiftFields {
  return {
    userId: s.userId ?? "",
    dayKey: s.dayKey as DayKeyName,
    startTime: s.startTime,
    endTime: s.endTime,
    positionId: s.positionId ?? "",
    locationId: s.locationId ?? "",
    shiftTypeId: s.shiftTypeId ?? "",
  };
}

/** A shift's fields as the draft's mutations take them. */
const draftShiftInput = (weekStarting: string, f: ShiftFields) => ({
  weekStarting,
  dayKey: f.dayKey,
  userId: f.userId,
  startTime: f.startTime,
  endTime: f.endTime,
  positionId: f.positionId || null,
  locationId: f.locationId || null,
  shiftTypeId: f.shiftTypeId || null,
});

// How to take one edit back: the inverse edits through the same mutations, one per shift
// the edit touched (an add to five cells is one edit, taken back at once).
type Step = { kind: "remove"; id: string } | { kind: "update"; id: string; to: ShiftFields } | { kind: "add"; fields: ShiftFields; was: string };
type Undo = readonly Step[];

const UNDO_DEPTH = 30;

/** This session's last edits, newest last, as the steps that take each back. */
function useUndoStack() {
  const stack = useRef<Undo[]>([]);
  const [count, setCount] = useState(0);
  const set = (next: Undo[]) => {
    stack.current = next.slice(-UNDO_DEPTH);
    setCount(stack.current.length);
  };
  return {
    count,
    remember: (...steps: Step[]) => {
      if (steps.length > 0) set([...stack.current, steps]);
    },
    pop: (): Undo | undefined => {
      const last = stack.current.at(-1);
      if (last) set(stack.current.slice(0, -1));
      return last;
    },
  };
}

/**
 * Adds, changes and removes shifts of the week's draft, each answering only what it
 * touched, and remembers the inverse of this session's last edits so undo() can take
 * them back one by one (the shifts of one add to several cells together). A shift removed
 * and put back by undo has a new id; the map of old to new ids keeps older undo steps
 * pointing at it. Each edit waits for the week being read (useAfterRead).
 */
export function useDraftOps(weekStarting: string, fetching: boolean) {
  const [addM] = useAddDraftShift();
  const [updateM] = useUpdateDraftShift();
  const [removeM] = useRemoveDraftShift();
  const afterRead = useAfterRead(fetching);
  const cached = useCachedDraft(weekStarting);
  const { count: undoCount, remember, pop } = useUndoStack();
  const renamed = useRef(new Map<string, string>());

  const place = (f: ShiftFields) => ({ userId: f.userId, date: dateOfDay(weekStarting, f.dayKey) });
  const input = (f: ShiftFields) => draftShiftInput(weekStarting, f);
  const current = (id: string) => {
    let real = id;
    while (renamed.current.has(real)) real = renamed.current.get(real)!;
    return cached()?.shifts.find((s) => s.id === real) ?? null;
  };

  /** Adds a shift; answers its id. */
  const add = async (f: ShiftFields, record = true): Promise<string | null> => {
    await afterRead();
    const before = new Set(cached()?.shifts.map((s) => s.id));
    await addM({ variables: { input: input(f), ...touchedBy(null, null, place(f)) } });
    const made = cached()?.shifts.find((s) => !before.has(s.id) && s.userId === f.userId && s.dayKey === f.dayKey);
    if (made && record) remember({ kind: "remove", id: made.id });
    return made?.id ?? null;
  };
  /** Adds shifts one after another, each answering only what it touched; one undo takes them all back. */
  const addAll = async (fs: readonly ShiftFields[]) => {
    const made: Step[] = [];
    try {
      for (const f of fs) {
        const id = await add(f, false);
        if (id) made.push({ kind: "remove", id });
      }
    } finally {
      remember(...made);
    }
  };
  const update = async (shift: EditorShift, f: ShiftFields, record = true) => {
    await afterRead();
    const input2 = { ...input(f), id: shift.id, version: shift.version };
    await updateM({ variables: { input: input2, ...touchedBy(shift.id, shift, place(f)) } });
    if (record) remember({ kind: "update", id: shift.id, to: fieldsOf(shift) });
  };
  const remove = async (shift: EditorShift, record = true) => {
    await afterRead();
    await removeM({ variables: { week: weekStarting, id: shift.id, version: shift.version, ...touchedBy(shift.id, shift, null) } });
    if (record) remember({ kind: "add", fields: fieldsOf(shift), was: shift.id });
  };

  /** Takes one step back; false when its shift is gone. */
  const takeBack = async (step: Step): Promise<boolean> => {
    if (step.kind === "add") {
      const id = await add(step.fields, false);
      if (id) renamed.current.set(step.was, id);
      return id !== null;
    }
    const shift = current(step.id);
    if (!shift) return false;
    if (step.kind === "remove") await remove(shift, false);
    else await update(shift, step.to, false);
    return true;
  };

  /** Takes the last edit back; false when there is none (or its shifts are gone). */
  const undo = async (): Promise<boolean> => {
    const last = pop();
    if (!last) return false;
    let any = false;
    for (const step of [...last].reverse()) any = (await takeBack(step)) || any;
    return any;
  };

  return { add, addAll, update, remove, undo, canUndo: undoCount > 0 };
}
