import { useMemo, useState, type RefObject } from "react";
import { DAY_KEYS } from "@/lib/dates";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { useDiscardDraft, useScheduleEditor } from "../api/draft";
import { buildGrid, conflictsByShift } from "../utils/editor-grid";
import { useShiftEditing } from "./use-shift-editing";

export type EditorPanel = "copy" | "rules" | "publish" | "fill";

/**
 * The state of the manager's schedule editor for one week: the server's draft as a
 * people-by-days grid with the conflicts on their shifts, the open panel, the last notice
 * and the shift form (use-shift-editing.ts), which gives focus back to gridRef.
 */
export function useWeekEditor(weekStarting: string, gridRef: RefObject<HTMLElement | null>) {
  const { data, loading, error, refetch } = useScheduleEditor(weekStarting);
  const [discard] = useDiscardDraft();
  const [panel, setPanel] = useState<EditorPanel | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const shiftEditing = useShiftEditing(weekStarting, refetch, gridRef);

  const draft = data?.weekDraft.weekStarting === weekStarting ? data.weekDraft : undefined;
  const people = useMemo(() => data?.employees ?? [], [data]);
  // Filters by location and position ("" for all): only matching shifts are shown.
  const [filter, setFilter] = useState({ locationId: "", positionId: "" });
  const names = useWorkplaceNames();
  const structure = useMemo(
    () => ({ positions: [...names.positions.values()], locations: [...names.locations.values()], shiftTypes: data?.shiftTypes ?? [] }),
    [names, data],
  );
  const rows = useMemo(() => {
    const shown = (draft?.shifts ?? []).filter(
      (s) => (!filter.locationId || s.locationId === filter.locationId) && (!filter.positionId || s.positionId === filter.positionId),
    );
    return buildGrid(people, shown);
  }, [people, draft, filter]);
  const onShift = useMemo(() => conflictsByShift(draft?.conflicts ?? []), [draft]);
  // Posted open shifts of this week, by day (offers are someone's shift, already above).
  const openByDay = useMemo(() => {
    const open = (data?.openShifts ?? []).filter(
      (o) => o.weekStarting === weekStarting && o.status === "OPEN" && !o.offeredBy,
    );
    return open.length ? DAY_KEYS.map((k) => open.filter((o) => o.dayKey === k)) : null;
  }, [data, weekStarting]);

  const discardDraft = () => {
    if (window.confirm("Discard every unpublished change of this week?")) {
      void discard({ variables: { week: weekStarting } });
    }
  };
  const togglePanel = (p: EditorPanel) => setPanel(panel === p ? null : p);
  const closePanel = (message?: string) => {
    if (message) setNotice(message);
    setPanel(null);
  };

  return {
    draft,
    loading,
    error,
    people,
    rows,
    names,
    structure,
    filter,
    setFilter,
    onShift,
    openByDay,
    panel,
    openPanel: setPanel,
    togglePanel,
    closePanel,
    notice,
    setNotice,
    discardDraft,
    refetch,
    shiftEditing,
  };
}
