import { useRef, useState, type RefObject } from "react";
import { type DayKeyName } from "@/lib/dates";
import { dayLabel } from "@/lib/i18n-format";
import { errorCode, errorMessage } from "@/lib/errors";
import type { EditorShift } from "../utils/editor-grid";
import { repeatPlan } from "../utils/cell-edits";
import { fieldsOf, useDraftOps, type ShiftFields } from "./use-draft-ops";
import { useT } from "../i18n";

export type Editing = {
  shift: EditorShift | null;
  initial: ShiftFields;
  /** The cell: the editor opens beside it, and follows it when the page scrolls. */
  anchor: Element | null;
  /** Cells chosen together: the editor adds the same shift to each. */
  cells?: { userId: string; dayKey: DayKeyName }[];
};

/** The week's draft as read: reading it again, and whether an answer is on its way. */
type WeekRead = { refetch: () => unknown; fetching: boolean };

/** The location a new shift of the person starts at ("" for none). */
type LocationOf = (userId: string) => string;

const blank = (userId: string, dayKey: DayKeyName, locationId: string): ShiftFields => ({
  userId,
  dayKey,
  startTime: "09:00",
  endTime: "17:00",
  positionId: "",
  locationId,
  shiftTypeId: "",
});

/**
 * The cell editor: which shift (or new one) it edits, saving, removing and repeating it
 * on the server's draft, moving and copying shifts, undo of this session's edits, and,
 * when the editor closes, focus back on the cell it was opened from.
 */
export function useShiftEditing(weekStarting: string, week: WeekRead, gridRef: RefObject<HTMLElement | null>, notify: (s: string) => void, locationOf: LocationOf) {
  const { t } = useT();
  const { refetch } = week;
  const ops = useDraftOps(weekStarting, week.fetching);
  const [busy, setBusy] = useState(false);
  const [editing, setEditingState] = useState<Editing | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Keyboard users go back to the cell they opened the editor from (or the grid).
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

  // Runs edits one after another; a stale version refetches the week.
  const run = async (work: () => Promise<unknown>, fallback: string, onError: (s: string) => void = setFormError): Promise<boolean> => {
    setBusy(true);
    setFormError(null);
    try {
      await work();
      return true;
    } catch (err) {
      onError(errorMessage(err, fallback));
      if (errorCode(err) === "CONFLICT") void refetch();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (v: ShiftFields) => {
    const { shift, cells } = editing ?? {};
    // Several cells: one add per cell, each answering only what it touched.
    const work = cells ? () => ops.addAll(cells.map((c) => ({ ...v, ...c }))) : () => (shift ? ops.update(shift, v) : ops.add(v));
    if (await run(work, t(cells ? "weekEditor.failed.addMany" : "weekEditor.failed.save"))) setEditing(null);
  };
  const removeEditing = async () => {
    const shift = editing?.shift;
    if (shift && (await run(() => ops.remove(shift), t("weekEditor.failed.remove")))) setEditing(null);
  };
  /** The same shift on each of these days of the row, one add each, saved on the original too. */
  const repeat = async (v: ShiftFields, days: readonly DayKeyName[]) => {
    const shift = editing?.shift ?? null;
    const plan = repeatPlan(shift && fieldsOf(shift), v, days);
    const ok = await run(async () => {
      if (shift && plan.update) await ops.update(shift, plan.update);
      await ops.addAll(plan.adds);
    }, t("weekEditor.failed.repeat"));
    if (ok) {
      notify(t("weekEditor.repeated", { days: days.map((d) => dayLabel(d)).join(", ") }));
      setEditing(null);
    }
  };
  /** Moves (or copies) a shift to another person and day. */
  const place = async (shift: EditorShift, userId: string, dayKey: DayKeyName, copy: boolean, where: string) => {
    const to = { ...fieldsOf(shift), userId, dayKey };
    const ok = await run(() => (copy ? ops.add(to) : ops.update(shift, to)), t(copy ? "weekEditor.failed.copy" : "weekEditor.failed.move"), notify);
    if (ok) notify(t(copy ? "weekEditor.copied" : "weekEditor.moved", { where }));
  };
  const undo = async () => (await run(ops.undo, t("weekEditor.failed.undo"), notify)) && notify(t("weekEditor.undone"));

  const open = (shift: EditorShift | null, userId: string, dayKey: DayKeyName, anchor: Element | null) =>
    setEditing({ shift, anchor, initial: shift ? { ...fieldsOf(shift), userId, dayKey } : blank(userId, dayKey, locationOf(userId)) });

  const openMany = (cells: { userId: string; dayKey: DayKeyName }[], anchor: Element | null) => {
    if (cells.length === 0) return;
    setEditing({ shift: null, anchor, cells, initial: blank(cells[0].userId, cells[0].dayKey, locationOf(cells[0].userId)) });
  };

  return { editing, open, openMany, close: () => setEditing(null), save, removeEditing, repeat, place, undo, canUndo: ops.canUndo, formError, busy };
}
