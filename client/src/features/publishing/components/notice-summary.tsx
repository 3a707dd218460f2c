import { useT } from "../i18n";

type Props = {
  /** True when the week was never published: everyone is told the same sentence. */
  firstPublish: boolean;
  notifiedCount: number;
  changes: readonly { userId: string; userName: string; message: string }[];
};

/** The notices a publish sends, as one line with their count; who gets which, folded away. */
export function NoticeSummary({ firstPublish, notifiedCount, changes }: Props) {
  const { t } = useT();
  if (changes.length === 0) return <p className="muted">{t("publishing.noChanges")}</p>;
  return (
    <>
      <p className="publish-dialog__count">
        {t(firstPublish ? "publishing.noticePosted" : "publishing.noticeChanged", { count: notifiedCount })}
      </p>
      <details className="publish-dialog__notices">
        <summary>{t("publishing.noticeDetails")}</summary>
        <ul className="list" aria-label={t("publishing.changes")}>
          {changes.map((c) => (
            <li key={c.userId} className="list__item">
              {firstPublish ? (
                c.userName
              ) : (
                <span>
                  <strong>{c.userName}</strong>: {c.message}
                </span>
              )}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
