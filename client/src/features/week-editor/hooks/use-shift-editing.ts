import { useRef, useState, type RefObject } from "react";
import type { DayKeyName } from "@/lib/dates";
import { errorCode, errorMessage } from "@/lib/errors";
import { dateOfDay, touchedBy, useAddDraftShift, useRemoveDraftShift, useUpdateDraftShift } from "../api/draft";
import type { ShiftFormValue } from "../components/shift-form";
import type { EditorShift } from "../utils/editor-grid";

export type Editing = { shift: EditorShift | null; initial: ShiftFormValue };

/**
 * The editor's shift form: which shift (or new one) it edits, saving and removing it on the
 * server's draft, and, when it closes, focus back on the button it was opened from.
 */
export function useShiftEditing(weekStarting: string, refetch: () => unknown, gridRef: RefObject<HTMLElement | null>) {
  const [add, { loading: adding }] = useAddDraftShift();
  const [update, { loading: updating }] = useUpdateDraftShift();
  const [remove, { loading: removing }] = useRemoveDraftShift();
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Keyboard users go back to the cell they opened the form from (or the grid).
  const opener = useRef<HTMLElement | null>(null);

  const setEditing = (next: Editing | null) => {
    if (next) {
      setFormError(null);
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else {
      const back = opener.current;
      requestAnimationFrame(() => (back?.isConnected ? back : gridRef.current)?.focus());
    }
    setEditingState(next);
  };

  const failed = (err: unknown, fallback: string) => {
    setFormError(errorMessage(err, fallback));
    if (errorCode(err) === "CONFLICT") void refetch();
  };

  const save = async (v: ShiftFormValue) => {
    setFormError(null);
    const fields = {
      weekStarting,
      dayKey: v.dayKey,
      userId: v.userId,
      startTime: v.startTime,
      endTime: v.endTime,
      positionId: v.positionId || null,
      locationId: v.locationId || null,
      shiftTypeId: v.shiftTypeId || null,
    };
    const after = { userId: v.userId, date: dateOfDay(weekStarting, v.dayKey) };
    const shift = editing?.shift;
    try {
      if (shift) {
        await update({ variables: { input: { ...fields, id: shift.id, version: shift.version }, ...touchedBy(shift.id, shift, after) } });
      } else {
        await add({ variables: { input: fields, ...touchedBy(null, null, after) } });
      }
      setEditing(null);
    } catch (err) {
      failed(err, "Failed to save the shift");
    }
  };

  const removeEditing = async () => {
    const shift = editing?.shift;
    if (!shift) return;
    try {
      await remove({ variables: { week: weekStarting, id: shift.id, version: shift.version, ...touchedBy(shift.id, shift, null) } });
      setEditing(null);
    } catch (err) {
      failed(err, "Failed to remove the shift");
    }
  };

  const open = (shift: EditorShift | null, userId: string, dayKey: DayKeyName) =>
    setEditing({
      shift,
      initial: shift
        ? {
            userId,
            dayKey,
            startTime: shift.startTime,
            endTime: shift.endTime,
            positionId: shift.positionId ?? "",
            locationId: shift.locationId ?? "",
            shiftTypeId: shift.shiftTypeId ?? "",
          }
        : { userId, dayKey, startTime: "09:00", endTime: "17:00", positionId: "", locationId: "", shiftTypeId: "" },
    });

  return { editing, open, close: () => setEditing(null), save, removeEditing, formError, busy: adding || updating || removing };
}
