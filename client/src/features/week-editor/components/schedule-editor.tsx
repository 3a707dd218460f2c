import { useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { errorMessage } from "@/lib/errors";
import { useShownMark } from "@/lib/use-shown-mark";
import { useSetDraftShiftPinned } from "../api/draft";
import { typeFits } from "../utils/editor-grid";
import { useWeekEditor, type EditorPanel } from "../hooks/use-week-editor";
import { ConflictList } from "./conflict-list";
import { EditorFilter } from "./editor-filter";
import { EditorGrid } from "./editor-grid";
import { GridTools } from "./grid-tools";
import { ShiftForm } from "./shift-form";
import { UploaderForm } from "./uploader-form";
import "./week-editor.css";
import { useT } from "../i18n";

/** What a panel of the editor may do: close (with a notice), or only show a notice. */
export type PanelControls = {
  /** Closes the panel with a notice; `show` is the location whose shifts it changed. */
  close: (notice?: string, show?: { locationId?: string }) => void;
  notify: (notice: string) => void;
};

type Props = {
  weekStarting: string;
  /** "Copy from…": fills the draft from another week or a template. */
  copyPanel?: (controls: PanelControls) => ReactNode;
  /** "Rules…": the workplace's rules that the conflict check applies. */
  rulesPanel?: (controls: PanelControls) => ReactNode;
  /** "Publish…": the dry run and the publish of this draft. */
  publishPanel?: (controls: PanelControls) => ReactNode;
  /** "Fill…": the auto-scheduler, whose proposal goes into the draft. */
  fillPanel?: (controls: PanelControls) => ReactNode;
  /** Shown under the grid when the week is published (who acknowledged it). */
  published?: ReactNode;
  /** Under the grid: the week's coverage; draftStamp changes with every edit. */
  coverage?: (draftStamp: string) => ReactNode;
  /** Sentences beside a person's row (their preferences), by user id. */
  personNotes?: ReadonlyMap<string, readonly string[]>;
  /** Under a day's name in the grid's header: that date's events. */
  dayHeader?: (date: string) => ReactNode;
};

/** The grid, or the Schedule Uploader: a compact day-by-day view of the same draft. */
type View = "grid" | "uploader";

/**
 * The manager's schedule editor: people by days of the week's draft, a cell's button
 * adds a shift, a shift's button edits it; conflicts show on the shifts they concern.
 * The route gives it the panels of other features (copy, rules, publish).
 */
export function ScheduleEditor(props: Props) {
  const { weekStarting, copyPanel, rulesPanel, publishPanel, fillPanel, published, coverage } = props;
  const { t } = useT();
  const gridRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>("grid");
  // The uploader's edits still on their way (a time typed and not yet saved): Publish…
  // waits for them, so its dry run and its publish include the last change.
  const pendingEdits = useRef<(() => Promise<void>) | null>(null);
  const ed = useWeekEditor(weekStarting, gridRef);
  const { draft, shiftEditing: se } = ed;
  useShownMark("editor-grid-shown", !!draft);
  if (!draft) {
    if (ed.loading) return <p className="loading">{t("weekEditor.loading")}</p>;
    return (
      <p className="error" role="alert">
        {t("weekEditor.error", { message: errorMessage(ed.error, t("weekEditor.loadFailed")) })}
      </p>
    );
  }
  const controls = (panel: EditorPanel): PanelControls => ({
    close: (notice, show) => {
      ed.closePanel(notice);
      // Shown another location, the grid turns to the one just changed: its new shifts in view.
      if (show?.locationId && ed.filter.locationId && ed.filter.locationId !== show.locationId) {
        ed.setFilter({ ...ed.filter, locationId: show.locationId });
      }
      if (panel === "publish" || panel === "fill") void ed.refetch();
    },
    notify: ed.setNotice,
  });
  const render = (panel: EditorPanel, slot?: (c: PanelControls) => ReactNode) => ed.panel === panel && slot?.(controls(panel));

  return (
    // Ctrl+Z (Cmd+Z) anywhere in the editor but a text field undoes the last edit.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="card editor"
      aria-labelledby="editor-title"
      onKeyDown={(e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "z" && !isField(e.target) && se.canUndo) {
          e.preventDefault();
          void se.undo();
        }
      }}
    >
      <EditorBar ed={ed} view={view} setView={setView} canFill={!!fillPanel} beforePublish={() => pendingEdits.current?.()} />
      {render("copy", copyPanel)}
      {render("rules", rulesPanel)}
      {render("publish", publishPanel)}
      {render("fill", fillPanel)}
      {view === "grid" ? (
        <GridArea ed={ed} weekStarting={weekStarting} gridRef={gridRef} personNotes={props.personNotes} dayHeader={props.dayHeader} />
      ) : (
        <section className="uploader" aria-labelledby="uploader-title">
          <h3 id="uploader-title">{t("weekEditor.uploaderTitle")}</h3>
          <UploaderForm weekStarting={weekStarting} pendingEditsRef={pendingEdits} />
        </section>
      )}
      {coverage?.(draft.shifts.map((s) => `${s.id}:${s.version}:${s.status}`).join(","))}
      {view === "grid" && <CellEditor ed={ed} weekStarting={weekStarting} />}
      <ConflictList conflicts={draft.conflicts} />
      {draft.published && published}
    </section>
  );
}

type BarProps = { ed: Ed; view: View; setView: (v: View) => void; canFill: boolean; beforePublish: () => Promise<void> | undefined };

/** One compact bar: the draft's state, its actions, the view, and the grid's tools. */
function EditorBar({ ed, view, setView, canFill, beforePublish }: BarProps) {
  const se = ed.shiftEditing;
  const draft = ed.draft!;
  return (
    <div className="editor__bar">
      <EditorHead hasChanges={draft.hasChanges} published={draft.published} />
      <EditorButtons
        hasChanges={draft.hasChanges}
        canFill={canFill}
        toggle={ed.togglePanel}
        open={async (p) => {
          if (p === "publish") await beforePublish();
          ed.openPanel(p);
        }}
        discard={ed.discardDraft}
      />
      <ViewSwitch view={view} setView={setView} />
      {/* Always there, so a notice appearing never shifts the grid under the pointer. */}
      <p className="editor__notice" role="status">
        {ed.notice}
      </p>
      {view === "grid" && (
        <div className="editor__bar-tools">
          <EditorFilter structure={ed.structure} filter={ed.filter} setFilter={ed.setFilter} />
          <GridTools
            search={ed.search}
            setSearch={ed.setSearch}
            groupBy={ed.groupBy}
            setGroupBy={ed.setGroupBy}
            grouping={ed.structure.positions.length > 0 || ed.structure.locations.length > 0}
            canUndo={se.canUndo}
            busy={se.busy}
            onUndo={() => void se.undo()}
            shown={ed.groups.reduce((n, g) => n + g.rows.length, 0)}
          />
        </div>
      )}
    </div>
  );
}

function EditorHead({ hasChanges, published }: { hasChanges: boolean; published: boolean }) {
  const { t } = useT();
  const state = t(hasChanges ? "weekEditor.state.draft" : published ? "weekEditor.state.published" : "weekEditor.state.none");
  // One colour, one meaning: green is published, amber a draft, grey a week never published.
  const tone = hasChanges ? "draft" : published ? "published" : "none";
  return (
    <div className="editor__head">
      <h2 id="editor-title">{t("weekEditor.title")}</h2>
      <span className={`editor__state editor__state--${tone}`} role="status">
        {state}
      </span>
    </div>
  );
}

/** Grid or Uploader: two views of the one draft, the choice pressed. */
function ViewSwitch({ view, setView }: { view: View; setView: (v: View) => void }) {
  const { t } = useT();
  const option = (v: View, label: string) => (
    <button type="button" className="editor__view" aria-pressed={view === v} onClick={() => setView(v)}>
      {label}
    </button>
  );
  return (
    <div className="editor__views" role="group" aria-label={t("weekEditor.view")}>
      {option("grid", t("weekEditor.grid"))}
      {option("uploader", t("weekEditor.uploader.name"))}
    </div>
  );
}

const isField = (t: EventTarget) => t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement;

type Ed = ReturnType<typeof useWeekEditor>;

/** The grid and its live region. */
type GridAreaProps = Pick<Props, "personNotes" | "dayHeader"> & { ed: Ed; weekStarting: string; gridRef: RefObject<HTMLDivElement | null> };

function GridArea({ ed, weekStarting, gridRef, personNotes, dayHeader }: GridAreaProps) {
  const se = ed.shiftEditing;
  // Said in the grid's live region: where a shift picked up by keyboard would land.
  const [said, announce] = useState("");
  return (
    <>
        <p className="visually-hidden" aria-live="polite">
          {said}
        </p>
        <EditorGrid
          ref={gridRef}
          weekStarting={weekStarting}
          groups={ed.groups}
          hours={ed.hours}
          totals={ed.totals}
          currency={ed.currency}
          onShift={ed.onShift}
          openByDay={ed.openByDay}
          onOpen={se.open}
        onOpenMany={se.openMany}
          onPlace={(s, userId, day, copy, where) => void se.place(s, userId, day, copy, where)}
          announce={announce}
          names={ed.names}
          personNotes={personNotes}
          dayHeader={dayHeader}
        />
    </>
  );
}

/** The cell editor, with the shift types that fit the person it is for. */
function CellEditor({ ed, weekStarting }: { ed: Ed; weekStarting: string }) {
  const se = ed.shiftEditing;
  const [pin] = useSetDraftShiftPinned();
  const editing = se.editing;
  const fitting = useMemo(() => {
    const people = editing ? (editing.cells ?? [editing.initial]).map((c) => c.userId) : [];
    return people.length ? ed.structure.shiftTypes.filter((t) => people.every((p) => typeFits(t, ed.places.get(p)))) : [];
  }, [editing, ed.structure, ed.places]);
  if (!se.editing) return null;
  return (
    <ShiftForm
      key={se.editing.shift?.id ?? `new:${se.editing.initial.userId}:${se.editing.initial.dayKey}`}
      weekStarting={weekStarting}
      people={ed.people}
      structure={ed.structure}
      fitting={fitting}
      anchor={se.editing.anchor}
      initial={se.editing.initial}
      editing={!!se.editing.shift}
      many={se.editing.cells?.length ?? 1}
      busy={se.busy}
      error={se.formError}
      onSave={se.save}
      onRepeat={(v, days) => void se.repeat(v, days)}
      onRemove={se.removeEditing}
      onCancel={se.close}
      pinned={se.editing.shift?.pinned}
      onPin={async (pinned) => {
        const shift = se.editing?.shift;
        if (shift) await pin({ variables: { week: weekStarting, id: shift.id, pinned } });
      }}
    />
  );
}

type ButtonsProps = {
  hasChanges: boolean;
  canFill: boolean;
  toggle: (p: EditorPanel) => void;
  open: (p: EditorPanel) => Promise<void>;
  discard: () => void;
};

function EditorButtons({ hasChanges, canFill, toggle, open, discard }: ButtonsProps) {
  const { t } = useT();
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--secondary" onClick={() => toggle("copy")}>
        {t("weekEditor.copyFrom")}
      </button>
      <button type="button" className="btn btn--secondary" disabled={!hasChanges} onClick={discard}>
        {t("weekEditor.discard")}
      </button>
      <button type="button" className="btn btn--secondary" onClick={() => toggle("rules")}>
        {t("weekEditor.rules")}
      </button>
      {canFill && (
        <button type="button" className="btn btn--secondary" onClick={() => toggle("fill")}>
          {t("weekEditor.fill")}
        </button>
      )}
      <button type="button" className="btn btn--success" onClick={() => void open("publish")}>
        {t("weekEditor.publish")}
      </button>
    </div>
  );
}
