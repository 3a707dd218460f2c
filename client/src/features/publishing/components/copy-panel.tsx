import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/i18n-format";
import { useCopyIntoDraft, useSaveTemplate, useTemplates } from "../api/publishing";
import { CopyForm, type CopySource } from "./copy-form";
import "./publishing.css";
import { useT } from "../i18n";

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
  const { t } = useT();
  const { data } = useTemplates();
  const [copy, { loading: copying }] = useCopyIntoDraft();
  const [saveTemplate] = useSaveTemplate();

  const doCopy = async (source: CopySource) => {
    try {
      const res = await copy({ variables: { input: { weekStarting, ...source } } });
      const r = res.data?.copyIntoDraft;
      if (!r) return;
      const copied = t("publishing.copied", { count: r.copied });
      const skipped = r.skipped.map((s) => t("publishing.skippedDay", { date: formatShortDate(s.date), message: s.message }));
      onDone(skipped.length ? t("publishing.copiedSkipping", { copied, skipped: skipped.join(" ") }) : copied);
    } catch (err) {
      onNotice(errorMessage(err, t("publishing.copyFailed")));
    }
  };

  const save = (name: string) =>
    void saveTemplate({ variables: { name, week: weekStarting } })
      .then(() => onNotice(t("publishing.templateSaved", { name: name.trim() })))
      .catch((err: unknown) => onNotice(errorMessage(err, t("publishing.templateSaveFailed"))));

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
