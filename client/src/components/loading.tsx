import { useTranslation } from "@/lib/i18n";

/** The text shown while something loads; announced politely to screen readers. */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {text ?? t("shell.loading")}
    </p>
  );
}
