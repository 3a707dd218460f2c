import { useId, useState } from "react";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { addDays } from "@/lib/dates";
import { formatShortDate } from "@/lib/i18n-format";
import { TemplateList } from "./template-list";
import { useT } from "../i18n";

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
  const { t } = useT();
  const id = useId();
  const weeks = [1, 2, 3, 4].map((n) => addDays(weekStarting, -7 * n));
  const [source, setSource] = useState(`week:${weeks[0]}`);
  const [name, setName] = useState("");
  const ref = useEscapeKey<HTMLDivElement>(onCancel);
  return (
    <div ref={ref} className="card copy-form">
      <form
        className="form--inline"
        aria-label={t("publishing.copyFrom")}
        onSubmit={(e) => {
          e.preventDefault();
          const [kind, value] = source.split(":");
          onCopy(kind === "week" ? { fromWeek: value } : { templateId: value });
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-source`}>{t("publishing.source")}</label>
          <select id={`${id}-source`} value={source} onChange={(e) => setSource(e.target.value)}>
            {weeks.map((w) => (
              <option key={w} value={`week:${w}`}>
                {t("publishing.weekOf", { date: formatShortDate(w) })}
              </option>
            ))}
            {templates.map((tpl) => (
              <option key={tpl.id} value={`template:${tpl.id}`}>
                {t("publishing.templateOption", { name: tpl.name })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" disabled={busy}>
          {t("publishing.copyIntoDraft")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("publishing.close")}
        </button>
      </form>
      <form
        className="form--inline"
        aria-label={t("publishing.saveAsTemplate")}
        onSubmit={(e) => {
          e.preventDefault();
          onSaveTemplate(name);
          setName("");
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("publishing.saveWeekAsTemplate")}</label>
          <input id={`${id}-name`} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="btn btn--secondary" disabled={busy || !name.trim()}>
          {t("publishing.saveTemplate")}
        </button>
      </form>
      <TemplateList templates={templates} onNotice={onNotice} />
    </div>
  );
}
