import { useEffect, useMemo, useState, type DragEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from "react";
import { Link } from "react-router-dom";
import type { TFunction } from "i18next";
import { dayKeyOf, weekDates, weekDays, type DayKeyName } from "@/lib/dates";
import { dayLabel, formatShortDate, formatTimeRange, formatTimeRangeCompact, moneyFormat } from "@/lib/i18n-format";
import { shiftPlace, type WorkplaceNames } from "@/lib/workplace-names";
import { useT } from "../i18n";
import { conflictLabel, hoursDescription, hoursLabel, type DayTotal, type EditorConflict, type EditorShift, type GridRow, type RowGroup, type WeekHours } from "../utils/editor-grid";

type OpenShift = { id: string; startTime: string; endTime: string };

type Props = {
  ref: Ref<HTMLDivElement>;
  weekStarting: string;
  groups: readonly RowGroup[];
  /** Each person's week: minutes worked against their limits, and whether over or under. */
  hours: ReadonlyMap<string, WeekHours>;
  totals: readonly DayTotal[];
  /** The workplace's currency (ISO 4217) the day's labour cost is in. */
  currency?: string;
  onShift: ReadonlyMap<string, readonly EditorConflict[]>;
  /** Posted open shifts per day, from the week's first day; null when there are none. */
  openByDay: readonly (readonly OpenShift[])[] | null;
  onOpen: (shift: EditorShift | null, userId: string, dayKey: DayKeyName, anchor: Element | null) => void;
  /** Opens one editor that adds a shift to each of these cells. */
  onOpenMany: (cells: { userId: string; dayKey: DayKeyName }[], anchor: Element | null) => void;
  /** Moves (or copies) a shift to a person's day; where says it in words. */
  onPlace: (shift: EditorShift, userId: string, dayKey: DayKeyName, copy: boolean, where: string) => void;
  /** Says something in the grid's live region. */
  announce: (text: string) => void;
  names: WorkplaceNames;
  /** Sentences shown as a marker beside a person's name (their preferences). */
  personNotes?: ReadonlyMap<string, readonly string[]>;
  /** Under a day's name in the header: that date's events (the route gives it). */
  dayHeader?: (date: string) => ReactNode;
};

/** A shift picked up by keyboard (M moves, C copies) and the cell it would land in. */
type Pick = { shift: EditorShift; copy: boolean; row: number; day: number };

const anchorOf = (el: Element) => el.closest("[role=cell]") ?? el;

/**
 * People by days in a scroll box whose day header and name column stay in view. Rows
 * off screen skip rendering (content-visibility in week-editor.css). A shift can be
 * dragged to another cell (Alt or Ctrl copies), or picked up by keyboard.
 */
export function EditorGrid(props: Props) {
  const { ref, weekStarting, groups, onOpen, onPlace, announce } = props;
  const { t } = useT();
  const dates = weekDates(weekStarting);
  // The columns' days, from the week's own first day (the workplace's first day of the week).
  const days = useMemo(() => weekDays(dayKeyOf(weekStarting)), [weekStarting]);
  const rows = useMemo(() => groups.flatMap((g) => g.rows), [groups]);
  const byId = useMemo(() => new Map(rows.flatMap((r) => r.days.flat().map((s) => [s.id, s] as const))), [rows]);
  const { pick, startPick, onGridKey, drop } = usePick(rows, byId, days, onPlace, announce);
  const sel = useSelection(rows, days, props.onOpenMany);
  // Each group's first row's place among all rows: keyboard steering counts across groups.
  const starts = useMemo(() => groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.rows.length, 0)), [groups]);
  return (
    // The grid's scroll box takes focus so a picked-up shift can be steered with the arrow keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={ref} className="editor__grid" role="region" aria-label={t("weekEditor.gridLabel")} tabIndex={0} onKeyDown={onGridKey}>
      <div className="egrid" role="table" aria-label={t("weekEditor.week")} aria-rowcount={rows.length + 1}>
        <div className="egrid__row egrid__row--head" role="row">
          <span className="egrid__name" role="columnheader">
            {t("weekEditor.person")}
          </span>
          <span role="columnheader">{t("weekEditor.hoursColumn")}</span>
          {days.map((k, i) => (
            <span key={k} role="columnheader">
              {dayLabel(k)} <span className="muted">{formatShortDate(dates[i])}</span>
              {props.dayHeader?.(dates[i])}
            </span>
          ))}
        </div>
        {groups.map((g, gi) => (
          <div key={g.label || "all"} role="rowgroup">
            {g.label && (
              <div className="egrid__row egrid__row--group" role="row">
                <span className="egrid__group" role="rowheader">
                  {g.label} <span className="muted">({g.rows.length})</span>
                </span>
              </div>
            )}
            {g.rows.map((row, ri) => {
              const r = starts[gi] + ri;
              return (
                <PersonRow
                  key={row.person.id}
                  {...props}
                  days={days}
                  row={row}
                  target={pick && pick.row === r ? pick.day : null}
                  onPick={(s, copy, day) => startPick(s, copy, r, day)}
                  onDropAt={(e, day) => drop(e, r, day)}
                  rowIndex={r}
                  onOpenAt={(s, day, el) => onOpen(s, row.person.id, days[day], anchorOf(el))}
                  selected={sel.selected}
                  onAddClick={(e, day) => sel.click(e, r, day, () => onOpen(null, row.person.id, days[day], anchorOf(e.currentTarget)))}
                />
              );
            })}
          </div>
        ))}
        <Totals totals={props.totals} currency={props.currency} />
        {props.openByDay && <OpenShiftsRow openByDay={props.openByDay} days={days} />}
      </div>
    </div>
  );
}

/** Keyboard pick-up (M moves, C copies; arrows steer, Enter drops) and drag and drop. */
function usePick(
  rows: readonly GridRow[],
  byId: ReadonlyMap<string, EditorShift>,
  days: readonly DayKeyName[],
  onPlace: Props["onPlace"],
  announce: Props["announce"],
) {
  const { t } = useT();
  const [pick, setPick] = useState<Pick | null>(null);
  const where = (row: number, day: number) => t("weekEditor.where", { name: rows[row]?.person.name, day: dayLabel(days[day]) });

  useEffect(() => {
    if (pick) document.querySelector(`[data-cell="${pick.row}-${pick.day}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [pick]);

  const startPick = (shift: EditorShift, copy: boolean, row: number, day: number) => {
    setPick({ shift, copy, row, day });
    announce(t(copy ? "weekEditor.pick.copying" : "weekEditor.pick.moving", { times: formatTimeRange(shift.startTime, shift.endTime) }));
  };
  const onGridKey = (e: KeyboardEvent) => {
    if (!pick) return;
    const steps: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in steps) {
      e.preventDefault();
      const [dr, dd] = steps[e.key];
      const next = { ...pick, row: Math.min(rows.length - 1, Math.max(0, pick.row + dr)), day: Math.min(6, Math.max(0, pick.day + dd)) };
      setPick(next);
      announce(where(next.row, next.day));
    } else if (e.key === "Enter") {
      e.preventDefault();
      setPick(null);
      onPlace(pick.shift, rows[pick.row].person.id, days[pick.day], pick.copy, where(pick.row, pick.day));
    } else if (e.key === "Escape") {
      e.preventDefault();
      setPick(null);
      announce(t("weekEditor.pick.cancelled"));
    }
  };
  const drop = (e: DragEvent, row: number, day: number) => {
    const shift = byId.get(e.dataTransfer.getData("text/plain"));
    if (!shift) return;
    e.preventDefault();
    onPlace(shift, rows[row].person.id, days[day], e.altKey || e.ctrlKey, where(row, day));
  };

  return { pick, startPick, onGridKey, drop };
}

/**
 * Cells chosen for one editor: Ctrl-click (or Cmd-click) adds or drops a cell, Shift-click
 * takes the rectangle from the last one chosen; a click on a chosen cell opens the editor
 * for all of them, and any other click forgets the choice.
 */
function useSelection(rows: readonly GridRow[], days: readonly DayKeyName[], onOpenMany: Props["onOpenMany"]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<[number, number] | null>(null);
  const click = (e: MouseEvent<HTMLElement>, row: number, day: number, single: () => void) => {
    const key = `${row}-${day}`;
    if (e.shiftKey && anchor) {
      const next = new Set(selected);
      for (let r = Math.min(anchor[0], row); r <= Math.max(anchor[0], row); r++)
        for (let d = Math.min(anchor[1], day); d <= Math.max(anchor[1], day); d++) next.add(`${r}-${d}`);
      setSelected(next);
    } else if (e.shiftKey || e.ctrlKey || e.metaKey) {
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setSelected(next);
      setAnchor([row, day]);
    } else if (selected.has(key)) {
      const cells = [...selected].map((k) => k.split("-").map(Number)).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      onOpenMany(cells.filter(([r]) => rows[r]).map(([r, d]) => ({ userId: rows[r].person.id, dayKey: days[d] })), anchorOf(e.currentTarget));
      setSelected(new Set());
    } else {
      setSelected(new Set());
      single();
    }
  };
  return { selected, click };
}

type RowProps = Props & {
  /** The columns' days, from the week's first day. */
  days: readonly DayKeyName[];
  row: GridRow;
  rowIndex: number;
  /** The day a picked-up shift would land on in this row. */
  target: number | null;
  onPick: (s: EditorShift, copy: boolean, day: number) => void;
  onDropAt: (e: DragEvent, day: number) => void;
  onOpenAt: (s: EditorShift | null, day: number, el: Element) => void;
  selected: ReadonlySet<string>;
  onAddClick: (e: MouseEvent<HTMLButtonElement>, day: number) => void;
};

/** A person's hours for the week against their limits, marked in words when over or under. */
function HoursCell({ h }: { h: WeekHours }) {
  const { t } = useT();
  const mark = h.over ? t("weekEditor.hours.overMark") : h.under ? t("weekEditor.hours.underMark") : null;
  const description = hoursDescription(t, h);
  return (
    <span role="cell" className={`egrid__hours${mark ? " egrid__hours--broken" : ""}`} aria-label={description} title={description}>
      <span aria-hidden="true">{hoursLabel(t, h)}</span>
      {mark && (
        <span className="egrid__hours-mark" aria-hidden="true">
          {mark}
        </span>
      )}
    </span>
  );
}

function PersonRow({ days, row, rowIndex, target, hours, onShift, names, personNotes, onPick, onDropAt, onOpenAt, selected, onAddClick }: RowProps) {
  const { t } = useT();
  const h = hours.get(row.person.id);
  const name = row.person.name;
  return (
    <div className="egrid__row egrid__row--person" role="row">
      <span className="egrid__name" role="rowheader" title={name}>
        {name}
        <PersonNote name={name} notes={personNotes?.get(row.person.id)} />
      </span>
      <HoursCell h={h ?? { minutes: 0, min: null, max: null, over: false, under: false }} />
      {row.days.map((shifts, i) => (
        <div
          key={days[i]}
          role="cell"
          data-cell={`${rowIndex}-${i}`}
          className={`egrid__cell${target === i ? " egrid__cell--target" : ""}${selected.has(`${rowIndex}-${i}`) ? " egrid__cell--selected" : ""}`}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = e.altKey || e.ctrlKey ? "copy" : "move";
          }}
          onDrop={(e) => onDropAt(e, i)}
        >
          {shifts.map((s) => (
            <ShiftButton
              key={s.id}
              shift={s}
              name={name}
              day={days[i]}
              conflicts={onShift.get(s.id) ?? []}
              onClick={(el) => onOpenAt(s, i, el)}
              onPick={(copy) => onPick(s, copy, i)}
              names={names}
            />
          ))}
          <button
            type="button"
            className="editor-add"
            aria-label={t("weekEditor.addFor", { name, day: dayLabel(days[i]) })}
            aria-pressed={selected.size > 0 ? selected.has(`${rowIndex}-${i}`) : undefined}
            onClick={(e) => onAddClick(e, i)}
          >
            +
          </button>
        </div>
      ))}
    </div>
  );
}

type ShiftProps = {
  shift: EditorShift;
  name: string;
  day: DayKeyName;
  conflicts: readonly EditorConflict[];
  onClick: (el: Element) => void;
  onPick: (copy: boolean) => void;
  names: WorkplaceNames;
};

/** One shift of the draft: its times, its status and the short names of its conflicts. */
function ShiftButton({ shift: s, name, day, conflicts, onClick, onPick, names }: ShiftProps) {
  const { t } = useT();
  const { position, label: place } = shiftPlace(names, s.positionId, s.locationId);
  const hard = conflicts.some((c) => c.severity === "HARD");
  const status = s.status.toLowerCase();
  const labels = [...new Set(conflicts.map((c) => conflictLabel(t, c.code)))];
  const tone = conflicts.length ? (hard ? " editor-shift--hard" : " editor-shift--warning") : "";
  const times = formatTimeRange(s.startTime, s.endTime);
  const live = s.status !== "REMOVED";
  return (
    <button
      type="button"
      className={`editor-shift editor-shift--${status}${tone}`}
      disabled={!live}
      draggable={live}
      aria-label={shiftName(t, { name, day: dayLabel(day), times, place, status: s.status, pinned: s.pinned, labels })}
      aria-keyshortcuts="M C"
      title={conflicts.map((c) => c.message).join("\n") || undefined}
      onClick={(e) => onClick(e.currentTarget)}
      onKeyDown={(e) => {
        const key = e.key.toLowerCase();
        if ((key === "m" || key === "c") && !e.ctrlKey && !e.metaKey && !e.altKey) {
          e.preventDefault();
          (e.currentTarget.closest("[role=region]") as HTMLElement | null)?.focus();
          onPick(key === "c");
        }
      }}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", s.id);
        // "all", not "copyMove": Chromium on Linux and Windows makes an Alt-drag a link and
        // would refuse the drop; the drop reads Alt or Ctrl itself and copies.
        e.dataTransfer.effectAllowed = "all";
      }}
      style={position ? { borderLeft: `6px solid ${position.colour}` } : undefined}
    >
      {/* One line, compact where space is short; the button's name says it in full. */}
      <span className="editor-shift__line">
        {formatTimeRangeCompact(s.startTime, s.endTime)}
        {s.pinned && <span className="editor-shift__pin"> · {t("weekEditor.shift.pinnedMark")}</span>}
        {place && <span className="editor-shift__place"> {place}</span>}
      </span>
      {labels.map((l) => (
        <span key={l} className="editor-shift__conflict">
          {l}
        </span>
      ))}
    </button>
  );
}

/** A shift button's name: who, when, where, its state, its pin and its conflicts. */
function shiftName(t: TFunction, s: { name: string; day: string; times: string; place: string; status: string; pinned?: boolean | null; labels: readonly string[] }) {
  let text = t("weekEditor.shift.name", { name: s.name, day: s.day, times: s.times });
  if (s.place) text = t("weekEditor.shift.withPlace", { text, place: s.place });
  if (s.status !== "PUBLISHED") text = t("weekEditor.shift.withStatus", { text, status: t(`weekEditor.shift.status.${s.status}`) });
  if (s.pinned) text = t("weekEditor.shift.withPin", { text });
  if (s.labels.length) text = t("weekEditor.shift.withConflicts", { text, conflicts: s.labels.join(", ") });
  return text;
}

/** Per day: how many people work, and the cost of their hours where rates are known. */
function Totals({ totals, currency }: { totals: readonly DayTotal[]; currency?: string }) {
  const { t, language } = useT();
  const money = useMemo(() => moneyFormat(language, currency), [language, currency]);
  const costs = totals.some((t) => t.costCents !== null);
  return (
    <div role="rowgroup">
      <div className="egrid__row egrid__row--total" role="row">
        <span className="egrid__name" role="rowheader">
          {t("weekEditor.peopleWorking")}
        </span>
        <span role="cell" />
        {totals.map((t, i) => (
          <span key={i} role="cell">
            {t.people}
          </span>
        ))}
      </div>
      {costs && (
        <div className="egrid__row egrid__row--total" role="row">
          <span className="egrid__name" role="rowheader">
            {t("weekEditor.labourCost")}
          </span>
          <span role="cell" />
          {totals.map((t, i) => (
            <span key={i} role="cell">
              {t.costCents === null ? "" : money.format(t.costCents / 100)}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/** The posted open shifts of the week, each a link to its claims. */
function OpenShiftsRow({ openByDay, days }: { openByDay: readonly (readonly OpenShift[])[]; days: readonly DayKeyName[] }) {
  const { t } = useT();
  return (
    <div className="egrid__row egrid__row--total" role="row">
      <span className="egrid__name" role="rowheader">
        {t("weekEditor.openShifts")}
      </span>
      <span role="cell" />
      {openByDay.map((list, i) => (
        <span key={days[i]} role="cell">
          {list.map((o) => (
            <Link
              key={o.id}
              to="/open-shifts"
              className="editor-open"
              aria-label={t("weekEditor.openShiftLink", { day: dayLabel(days[i]), times: formatTimeRange(o.startTime, o.endTime) })}
            >
              {formatTimeRangeCompact(o.startTime, o.endTime)}
            </Link>
          ))}
        </span>
      ))}
    </div>
  );
}

/** A small marker whose accessible name (and tooltip) says the person's preferences. */
function PersonNote({ name, notes }: { name: string; notes: readonly string[] | undefined }) {
  const { t } = useT();
  if (!notes || notes.length === 0) return null;
  const text = t("weekEditor.preferences", { name, notes: notes.join("; ") });
  return (
    <span className="editor__pref" role="img" aria-label={text} title={text}>
      ♥
    </span>
  );
}
