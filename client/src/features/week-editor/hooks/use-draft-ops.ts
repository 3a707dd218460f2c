import { useRef, useState } from "react";
import type { DayKeyName } from "@/lib/dates";
import type { CellFields } from "../utils/cell-edits";
import { dateOfDay, touchedBy, useAddDraftShift, useCachedDraft, useRemoveDraftShift, useUpdateDraftShift } from "../api/draft";
import type { EditorShift } from "../utils/editor-grid";

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

// How to take one edit back: the inverse edit through the same mutations.
type Undo = { kind: "remove"; id: string } | { kind: "update"; id: string; to: ShiftFields } | { kind: "add"; fields: ShiftFields; was: string };

const UNDO_DEPTH = 30;

/**
 * Adds, changes and removes shifts of the week's draft, each answering only what it
 * touched, and remembers the inverse of this session's last edits so undo() can take
 * them back one by one. A shift removed and put back by undo has a new id; the map of
 * old to new ids keeps older undo steps pointing at it.
 */
export function useDraftOps(weekStarting: string) {
  const [addM] = useAddDraftShift();
  const [updateM] = useUpdateDraftShift();
  const [removeM] = useRemoveDraftShift();
  const cached = useCachedDraft(weekStarting);
  const stack = useRef<Undo[]>([]);
  const renamed = useRef(new Map<string, string>());
  const [undoCount, setUndoCount] = useState(0);

  const place = (f: ShiftFields) => ({ userId: f.userId, date: dateOfDay(weekStarting, f.dayKey) });
  const input = (f: ShiftFields) => ({
    weekStarting,
    dayKey: f.dayKey,
    userId: f.userId,
    startTime: f.startTime,
    endTime: f.endTime,
    positionId: f.positionId || null,
    locationId: f.locationId || null,
    shiftTypeId: f.shiftTypeId || null,
  });
  const current = (id: string) => {
    let real = id;
    while (renamed.current.has(real)) real = renamed.current.get(real)!;
    return cached()?.shifts.find((s) => s.id === real) ?? null;
  };
  const remember = (u: Undo) => {
    stack.current = [...stack.current, u].slice(-UNDO_DEPTH);
    setUndoCount(stack.current.length);
  };

  /** Adds a shift; answers its id. */
  const add = async (f: ShiftFields, record = true): Promise<string | null> => {
    const before = new Set(cached()?.shifts.map((s) => s.id));
    await addM({ variables: { input: input(f), ...touchedBy(null, null, place(f)) } });
    const made = cached()?.shifts.find((s) => !before.has(s.id) && s.userId === f.userId && s.dayKey === f.dayKey);
    if (made && record) remember({ kind: "remove", id: made.id });
    return made?.id ?? null;
  };
  /** Adds shifts one after another, each answering only what it touched. */
  const addAll = async (fs: readonly ShiftFields[]) => {
    for (const f of fs) await add(f);
  };
  const update = async (shift: EditorShift, f: ShiftFields, record = true) => {
    const input2 = { ...input(f), id: shift.id, version: shift.version };
    await updateM({ variables: { input: input2, ...touchedBy(shift.id, shift, place(f)) } });
    if (record) remember({ kind: "update", id: shift.id, to: fieldsOf(shift) });
  };
  const remove = async (shift: EditorShift, record = true) => {
    await removeM({ variables: { week: weekStarting, id: shift.id, version: shift.version, ...touchedBy(shift.id, shift, null) } });
    if (record) remember({ kind: "add", fields: fieldsOf(shift), was: shift.id });
  };

  /** Takes the last edit back; false when there is none (or its shift is gone). */
  const undo = async (): Promise<boolean> => {
    const last = stack.current.at(-1);
    if (!last) return false;
    stack.current = stack.current.slice(0, -1);
    setUndoCount(stack.current.length);
    if (last.kind === "add") {
      const id = await add(last.fields, false);
      if (id) renamed.current.set(last.was, id);
      return id !== null;
    }
    const shift = current(last.id);
    if (!shift) return false;
    if (last.kind === "remove") await remove(shift, false);
    else await update(shift, last.to, false);
    return true;
  };

  return { add, addAll, update, remove, undo, canUndo: undoCount > 0 };
}
