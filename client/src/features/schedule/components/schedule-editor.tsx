import { useMemo, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { DAY_KEYS, dayLabel, formatShortDate, formatTimeRange, weekDates, type DayKeyName } from "@/lib/dates";
import { errorCode, errorMessage } from "@/lib/errors";
import {
  useAddDraftShift,
  useCopyIntoDraft,
  useDiscardDraft,
  useRemoveDraftShift,
  useSaveTemplate,
  useScheduleEditor,
  useUpdateDraftShift,
} from "../api/draft";
import { buildGrid, CONFLICT_LABELS, conflictsByShift, type EditorShift } from "../utils/editor-grid";
import { CopyForm } from "./copy-form";
import { PublishDialog } from "./publish-dialog";
import { ShiftForm, type ShiftFormValue } from "./shift-form";
import { WorkplaceRules } from "./workplace-rules";

type Editing = { shift: EditorShift | null; initial: ShiftFormValue };

/**
 * The manager's schedule editor: people by days of the week's draft, a cell's button
 * adds a shift, a shift's button edits it; conflicts show on the shifts they concern.
 */
export function ScheduleEditor({ weekStarting }: { weekStarting: string }) {
  const { data, loading, error, refetch } = useScheduleEditor(weekStarting);
  const [add, { loading: adding }] = useAddDraftShift();
  const [update, { loading: updating }] = useUpdateDraftShift();
  const [remove, { loading: removing }] = useRemoveDraftShift();
  const [discard] = useDiscardDraft();
  const [copy, { loading: copying }] = useCopyIntoDraft();
  const [saveTemplate] = useSaveTemplate();
  const [editing, setEditingState] = useState<Editing | null>(null);
  // Keyboard users go back to the cell they opened the form from (or the grid).
  const opener = useRef<HTMLElement | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const setEditing = (next: Editing | null) => {
    if (next) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else {
      const back = opener.current;
      requestAnimationFrame(() => (back?.isConnected ? back : gridRef.current)?.focus());
    }
    setEditingState(next);
  };
  const [formError, setFormError] = useState<string | null>(null);
  const [panel, setPanel] = useState<"copy" | "rules" | "publish" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const draft = data?.weekDraft.weekStarting === weekStarting ? data.weekDraft : undefined;
  const people = useMemo(() => data?.employees ?? [], [data]);
  const rows = useMemo(() => buildGrid(people, draft?.shifts ?? []), [people, draft]);
  const onShift = useMemo(() => conflictsByShift(draft?.conflicts ?? []), [draft]);
  // Posted open shifts of this week, by day (offers are someone's shift, already above).
  const openByDay = useMemo(() => {
    const open = (data?.openShifts ?? []).filter(
      (o) => o.weekStarting === weekStarting && o.status === "OPEN" && !o.offeredBy,
    );
    return open.length ? DAY_KEYS.map((k) => open.filter((o) => o.dayKey === k)) : null;
  }, [data, weekStarting]);
  const dates = weekDates(weekStarting);

  if (!draft) {
    if (loading) return <p className="loading">Loading the editor...</p>;
    return (
      <p className="error" role="alert">
        Error: {errorMessage(error, "Failed to load the schedule editor")}
      </p>
    );
  }

  const state = draft.hasChanges ? "Draft: unpublished changes" : draft.published ? "Published" : "Not published";
  const busy = adding || updating || removing;

  const save = async (v: ShiftFormValue) => {
    setFormError(null);
    const fields = { weekStarting, dayKey: v.dayKey, userId: v.userId, startTime: v.startTime, endTime: v.endTime };
    try {
      if (editing?.shift) {
        await update({ variables: { input: { ...fields, id: editing.shift.id, version: editing.shift.version } } });
      } else {
        await add({ variables: { input: fields } });
      }
      setEditing(null);
    } catch (err) {
      setFormError(errorMessage(err, "Failed to save the shift"));
      if (errorCode(err) === "CONFLICT") void refetch();
    }
  };

  const removeEditing = async () => {
    const shift = editing?.shift;
    if (!shift) return;
    try {
      await remove({ variables: { week: weekStarting, id: shift.id, version: shift.version } });
      setEditing(null);
    } catch (err) {
      setFormError(errorMessage(err, "Failed to remove the shift"));
      if (errorCode(err) === "CONFLICT") void refetch();
    }
  };

  const doCopy = async (source: { fromWeek: string } | { templateId: string }) => {
    try {
      const res = await copy({ variables: { input: { weekStarting, ...source } } });
      const r = res.data?.copyIntoDraft;
      if (!r) return;
      const skipped = r.skipped.map((s) => `${formatShortDate(s.date)}: ${s.message}`);
      setNotice(`Copied ${r.copied} shift${r.copied === 1 ? "" : "s"}.` + (skipped.length ? ` Skipped: ${skipped.join(" ")}` : ""));
      setPanel(null);
    } catch (err) {
      setNotice(errorMessage(err, "Failed to copy"));
    }
  };

  const acks = data?.weekAcknowledgements ?? [];
  const acked = acks.filter((a) => a.acknowledgedAt);

  return (
    <section className="card editor" aria-labelledby="editor-title">
      <div className="editor__head">
        <h2 id="editor-title">Schedule Editor</h2>
        <span className={`editor__state${draft.hasChanges ? " editor__state--draft" : ""}`} role="status">
          {state}
        </span>
      </div>
      <div className="btn-row">
        <button type="button" className="btn btn--secondary" onClick={() => setPanel(panel === "copy" ? null : "copy")}>
          Copy from…
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={!draft.hasChanges}
          onClick={() => {
            if (window.confirm("Discard every unpublished change of this week?")) {
              void discard({ variables: { week: weekStarting } });
            }
          }}
        >
          Discard draft
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => setPanel(panel === "rules" ? null : "rules")}>
          Rules…
        </button>
        <button type="button" className="btn btn--success" onClick={() => setPanel("publish")}>
          Publish…
        </button>
      </div>
      {notice && (
        <p className="editor__notice" role="status">
          {notice}
        </p>
      )}
      {panel === "copy" && (
        <CopyForm
          weekStarting={weekStarting}
          templates={data?.templates ?? []}
          busy={copying}
          onCopy={doCopy}
          onSaveTemplate={(name) =>
            void saveTemplate({ variables: { name, week: weekStarting } })
              .then(() => setNotice(`Saved the template "${name.trim()}".`))
              .catch((err: unknown) => setNotice(errorMessage(err, "Failed to save the template")))
          }
          onNotice={setNotice}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === "rules" && data && (
        <WorkplaceRules
          settings={data.workplaceSettings}
          onCancel={() => setPanel(null)}
          onDone={(message) => {
            setNotice(message);
            setPanel(null);
          }}
        />
      )}
      {panel === "publish" && (
        <PublishDialog
          weekStarting={weekStarting}
          onCancel={() => setPanel(null)}
          onDone={(message) => {
            setNotice(message);
            setPanel(null);
            void refetch();
          }}
        />
      )}
      <div ref={gridRef} className="table-wrap editor__grid" role="region" aria-label="Shifts by person and day" tabIndex={0}>
        <table className="table editor__table">
          <thead>
            <tr>
              <th scope="col">Person</th>
              {DAY_KEYS.map((k, i) => (
                <th key={k} scope="col">
                  {dayLabel(k)} <span className="muted">{formatShortDate(dates[i])}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.person.id}>
                <th scope="row">{row.person.name}</th>
                {row.days.map((shifts, i) => (
                  <td key={DAY_KEYS[i]}>
                    {shifts.map((s) => {
                      const found = onShift.get(s.id) ?? [];
                      const hard = found.some((c) => c.severity === "HARD");
                      const status = s.status.toLowerCase();
                      const labels = [...new Set(found.map((c) => CONFLICT_LABELS[c.code]))];
                      return (
                        <button
                          key={s.id}
                          type="button"
                          className={`editor-shift editor-shift--${status}${found.length ? (hard ? " editor-shift--hard" : " editor-shift--warning") : ""}`}
                          disabled={s.status === "REMOVED"}
                          aria-label={`${row.person.name}, ${dayLabel(DAY_KEYS[i])} ${formatTimeRange(s.startTime, s.endTime)}${
                            s.status === "PUBLISHED" ? "" : ` (${status})`
                          }${labels.length ? `: ${labels.join(", ")}` : ""}`}
                          title={found.map((c) => c.message).join("\n") || undefined}
                          onClick={() => {
                            setFormError(null);
                            setEditing({
                              shift: s,
                              initial: { userId: row.person.id, dayKey: DAY_KEYS[i], startTime: s.startTime, endTime: s.endTime },
                            });
                          }}
                        >
                          <span>{formatTimeRange(s.startTime, s.endTime)}</span>
                          {labels.map((l) => (
                            <span key={l} className="editor-shift__conflict">
                              {l}
                            </span>
                          ))}
                        </button>
                      );
                    })}
                    <button
                      type="button"
                      className="editor-add"
                      aria-label={`Add shift for ${row.person.name} on ${dayLabel(DAY_KEYS[i])}`}
                      onClick={() => {
                        setFormError(null);
                        setEditing({
                          shift: null,
                          initial: { userId: row.person.id, dayKey: DAY_KEYS[i] as DayKeyName, startTime: "09:00", endTime: "17:00" },
                        });
                      }}
                    >
                      +
                    </button>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {openByDay && (
            <tfoot>
              <tr>
                <th scope="row">Open shifts</th>
                {openByDay.map((list, i) => (
                  <td key={DAY_KEYS[i]}>
                    {list.map((o) => (
                      <Link
                        key={o.id}
                        to="/open-shifts"
                        className="editor-open"
                        aria-label={`Open shift, ${dayLabel(DAY_KEYS[i])} ${formatTimeRange(o.startTime, o.endTime)}: see its claims`}
                      >
                        {formatTimeRange(o.startTime, o.endTime)}
                      </Link>
                    ))}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {editing && (
        <ShiftForm
          key={editing.shift?.id ?? `new:${editing.initial.userId}:${editing.initial.dayKey}`}
          weekStarting={weekStarting}
          people={people}
          initial={editing.initial}
          editing={!!editing.shift}
          busy={busy}
          error={formError}
          onSave={save}
          onRemove={removeEditing}
          onCancel={() => setEditing(null)}
        />
      )}
      {draft.conflicts.length > 0 && (
        <ul className="list editor__conflicts" aria-label="Conflicts">
          {draft.conflicts.map((c) => (
            <li key={c.key} className={`list__item conflict conflict--${c.severity.toLowerCase()}`}>
              <span>
                <strong>{c.severity === "HARD" ? "Blocks publishing" : "Warning"}:</strong> {c.message}
              </span>
            </li>
          ))}
        </ul>
      )}
      {draft.published && (
        <div className="editor__acks">
          <h3>
            Acknowledged: {acked.length} of {acks.length}
          </h3>
          <ul className="list" aria-label="Acknowledgements">
            {acks.map((a) => (
              <li key={a.userId} className="list__item">
                {a.userName}: {a.acknowledgedAt ? "acknowledged" : "not yet acknowledged"}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
