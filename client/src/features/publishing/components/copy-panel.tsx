import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/dates";
import { useCopyIntoDraft, useSaveTemplate, useTemplates } from "../api/publishing";
import { CopyForm, type CopySource } from "./copy-form";
import "./publishing.css";

type Props = {
  weekStarting: string;
  /** Shows a notice and closes the panel. */
  onDone: (notice: string) => void;
  /** Shows a notice, the panel staying open. */
  onNotice: (notice: string) => void;
  onCancel: () => void;
};

/** "Copy from…": fills the week's draft from an earlier week or a template; saves templates. */
export function CopyPanel({ weekStarting, onDone, onNotice, onCancel }: Props) {
  const { data } = useTemplates();
  const [copy, { loading: copying }] = useCopyIntoDraft();
  const [saveTemplate] = useSaveTemplate();

  const doCopy = async (source: CopySource) => {
    try {
      const res = await copy({ variables: { input: { weekStarting, ...source } } });
      const r = res.data?.copyIntoDraft;
      if (!r) return;
      const skipped = r.skipped.map((s) => `${formatShortDate(s.date)}: ${s.message}`);
      onDone(`Copied ${r.copied} shift${r.copied === 1 ? "" : "s"}.` + (skipped.length ? ` Skipped: ${skipped.join(" ")}` : ""));
    } catch (err) {
      onNotice(errorMessage(err, "Failed to copy"));
    }
  };

  const save = (name: string) =>
    void saveTemplate({ variables: { name, week: weekStarting } })
      .then(() => onNotice(`Saved the template "${name.trim()}".`))
      .catch((err: unknown) => onNotice(errorMessage(err, "Failed to save the template")));

  return (
    <CopyForm
      weekStarting={weekStarting}
      templates={data?.templates ?? []}
      busy={copying}
      onCopy={doCopy}
      onSaveTemplate={save}
      onNotice={onNotice}
      onCancel={onCancel}
    />
  );
}
