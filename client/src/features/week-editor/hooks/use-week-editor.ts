import { useMemo, useState, type RefObject } from "react";
import { dayKeyOf, weekDays, type DayKeyName } from "@/lib/dates";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { errorMessage } from "@/lib/errors";
import { useDiscardDraft, useHourLimits, useScheduleEditor } from "../api/draft";
import {
  buildGrid,
  conflictsByShift,
  dayTotals,
  groupRows,
  minutesInAll,
  newShiftLocation,
  peopleShown,
  rowMinutes,
  shownBy,
  weeklyLimits,
  type GroupBy,
  type PersonPlaces,
  type WeekHours,
} from "../utils/editor-grid";
import { useShiftEditing } from "./use-shift-editing";
import { useConfirm } from "@/components/feedback";
import { useT } from "../i18n";

export type EditorPanel = "copy" | "rules" | "publish" | "fill";

/**
 * The state of the manager's schedule editor for one week: the server's draft as a
 * people-by-days grid with the conflicts on their shifts, the open panel, the last notice
 * and the shift form (use-shift-editing.ts), which gives focus back to gridRef.
 */
export function useWeekEditor(weekStarting: string, gridRef: RefObject<HTMLElement | null>) {
  const { data, loading, error, refetch } = useScheduleEditor(weekStarting);
  const [panel, setPanel] = useState<EditorPanel | null>(null);
  const { notice, setNotice, discardDraft } = useNoticeAndDiscard(weekStarting);

  const draft = data?.weekDraft.weekStarting === weekStarting ? data.weekDraft : undefined;
  const people = useMemo(() => data?.employees ?? [], [data]);
  // Filters by location and position ("" for all): only matching shifts are shown.
  const [filter, setFilter] = useState({ locationId: "", positionId: "" });
  const names = useWorkplaceNames();
  const structure = useMemo(
    () => ({ positions: [...names.positions.values()], locations: [...names.locations.values()], shiftTypes: data?.shiftTypes ?? [] }),
    [names, data],
  );
  const places = usePlaces(data);
  // A new shift starts at the location shown, or at its person's one location.
  const shiftEditing = useShiftEditing(weekStarting, { refetch, fetching: loading }, gridRef, setNotice, (userId) => newShiftLocation(filter, places, userId));
  // Under a filter, that location's (or position's) people and shifts; hours there and in all.
  // Columns from the week's own first day (the workplace's first day of the week).
  const first = dayKeyOf(weekStarting);
  const rows = useMemo(
    () => buildGrid(peopleShown(people, places, filter), (draft?.shifts ?? []).filter((s) => shownBy(filter, s)), first),
    [people, places, draft, filter, first],
  );
  const allMinutes = useMemo(() => (filter.locationId || filter.positionId ? minutesInAll(draft?.shifts ?? []) : null), [draft, filter]);
  const view = useGridView(rows, data, names, places, allMinutes, first);
  const onShift = useMemo(() => conflictsByShift(draft?.conflicts ?? []), [draft]);
  // Posted open shifts of this week, by day (offers are someone's shift, already above).
  const openByDay = useMemo(() => {
    const open = (data?.openShifts ?? []).filter(
      (o) => o.weekStarting === weekStarting && o.status === "OPEN" && !o.offeredBy,
    );
    return open.length ? weekDays(first).map((k) => open.filter((o) => o.dayKey === k)) : null;
  }, [data, weekStarting, first]);

  const togglePanel = (p: EditorPanel) => setPanel(panel === p ? null : p);
  const closePanel = (message?: string) => {
    if (message) setNotice(message);
    setPanel(null);
  };

  return {
    draft,
    currency: data?.workplaceSettings.currency,
    loading,
    error,
    people,
    rows,
    ...view,
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

type EditorData = ReturnType<typeof useScheduleEditor>["data"];

/**
 * What the grid shows of the rows: the people whose names match the search, grouped by
 * position or location, each person's hours against their weekly limits (over or under when
 * the draft says OVER_HOURS or MIN_HOURS), and
 * per day the people working and their cost at the rates a manager can read.
 */
function useGridView(
  rows: ReturnType<typeof buildGrid>,
  data: EditorData,
  names: ReturnType<typeof useWorkplaceNames>,
  places: ReadonlyMap<string, PersonPlaces>,
  allMinutes: ReadonlyMap<string, number> | null,
  first: DayKeyName,
) {
  const { t } = useT();
  const [search, setSearch] = useState("");
  const [groupBy, setGroupBy] = useState<GroupBy>("");
  const rates = useMemo(
    () => new Map((data?.personWorkplaces ?? []).flatMap((w) => (w.hourlyRateCents == null ? [] : [[w.userId, w.hourlyRateCents] as const]))),
    [data],
  );
  const shown = useMemo(() => {
    const q = search.trim().toLocaleLowerCase();
    return q ? rows.filter((r) => r.person.name.toLocaleLowerCase().includes(q)) : rows;
  }, [rows, search]);
  const none = groupBy === "position" ? t("weekEditor.noPosition") : t("weekEditor.noLocation");
  const groups = useMemo(() => {
    const labels = new Map([...names.positions.values(), ...names.locations.values()].map((x) => [x.id, x.name] as const));
    return groupRows(shown, groupBy, places, labels, none);
  }, [shown, groupBy, places, names, none]);
  const ruleSets = useHourLimits().data?.ruleSets;
  const hours = useMemo(() => {
    // Over and under are the conflict engine's verdicts, not counted again here.
    const flagged = (code: string) => new Set((data?.weekDraft.conflicts ?? []).filter((c) => c.code === code).map((c) => c.userId));
    const over = flagged("OVER_HOURS");
    const under = flagged("MIN_HOURS");
    const limits = weeklyLimits(ruleSets ?? [], first);
    return new Map(
      rows.map((r) => {
        const id = r.person.id;
        const h: WeekHours = { minutes: rowMinutes(r), min: null, max: null, ...limits.get(id), over: over.has(id), under: under.has(id) };
        if (allMinutes) h.allMinutes = allMinutes.get(id) ?? 0;
        return [id, h] as const;
      }),
    );
  }, [rows, data, ruleSets, allMinutes, first]);
  const totals = useMemo(() => dayTotals(shown, rates), [shown, rates]);
  return { search, setSearch, groupBy, setGroupBy, places, groups, hours, totals };
}

/** Where each person works (positions, primary first, and locations), by user id. */
function usePlaces(data: EditorData): ReadonlyMap<string, PersonPlaces> {
  return useMemo(() => {
    const m = new Map<string, PersonPlaces>();
    for (const w of data?.personWorkplaces ?? []) {
      const positionIds = [...w.positions].sort((a, b) => Number(b.primary) - Number(a.primary)).map((q) => q.positionId);
      m.set(w.userId, { positionIds, locationIds: w.locationIds });
    }
    return m;
  }, [data]);
}

/**
 * The editor's last notice, which belongs to the week it was given in ("Applied the fill's
 * proposal…" is gone in another week and once the draft is discarded), and Discard draft.
 */
function useNoticeAndDiscard(weekStarting: string) {
  const [discard] = useDiscardDraft();
  const ask = useConfirm();
  const { t } = useT();
  const [notice, setNotice] = useState<string | null>(null);
  const [noticeWeek, setNoticeWeek] = useState(weekStarting);
  if (noticeWeek !== weekStarting) {
    setNoticeWeek(weekStarting);
    setNotice(null);
  }
  const discardDraft = async () => {
    if (await ask({ title: t("weekEditor.discardConfirm"), action: t("weekEditor.discardAction"), destructive: true })) {
      setNotice(null);
      try {
        await discard({ variables: { week: weekStarting } });
        setNotice(t("weekEditor.discarded"));
      } catch (err) {
        setNotice(t("weekEditor.discardFailed", { message: errorMessage(err, "") }));
      }
    }
  };
  return { notice, setNotice, discardDraft };
}
