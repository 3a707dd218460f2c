import { useId, useState } from "react";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { addDays, formatShortDate } from "@/lib/dates";
import { TemplateList } from "./template-list";

export type CopySource = { fromWeek: string } | { templateId: string };

type Props = {
  weekStarting: string;
  templates: readonly { id: string; name: string }[];
  busy: boolean;
  onCopy: (source: CopySource) => void;
  onSaveTemplate: (name: string) => void;
  onNotice: (message: string) => void;
  onCancel: () => void;
};

/** "Copy from…": an earlier published week or a saved template; and saving this week as one. */
export function CopyForm({ weekStarting, templates, busy, onCopy, onSaveTemplate, onNotice, onCancel }: Props) {
  const id = useId();
  const weeks = [1, 2, 3, 4].map((n) => addDays(weekStarting, -7 * n));
  const [source, setSource] = useState(`week:${weeks[0]}`);
  const [name, setName] = useState("");
  const ref = useEscapeKey<HTMLDivElement>(onCancel);
  return (
    <div ref={ref} className="card copy-form">
      <form
        className="form--inline"
        aria-label="Copy from"
        onSubmit={(e) => {
          e.preventDefault();
          const [kind, value] = source.split(":");
          onCopy(kind === "week" ? { fromWeek: value } : { templateId: value });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-source`}>Source</label>
          <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value)}>
            {weeks.map((w) => (
              <option key={w} value={`week:${w}`}>
                Week of {formatShortDate(w)}
              </option>
            ))}
            {templates.map((t) => (
              <option key={t.id} value={`template:${t.id}`}>
                Template: {t.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={busy}>
          Copy into draft
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Close
        </button>
      </form>
      <form
        className="form--inline"
        aria-label="Save as template"
        onSubmit={(e) => {
          e.preventDefault();
          onSaveTemplate(name);
          setName("");
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>Save this week as template</label>
          <input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--secondary" disabled={busy || !name.trim()}>
          Save template
        </button>
      </form>
      <TemplateList templates={templates} onNotice={onNotice} />
    </div>
  );
}
