import type { RecordLeaveMutation } from "@/gql/graphql";
import { formatDate, formatTimeRange } from "@/lib/i18n-format";
import { useT } from "../i18n";

/** What a recorded leave did: the shifts it posted as open shifts, or that there were none. */
export function SickCallResult({ result }: { result: RecordLeaveMutation["recordLeave"] }) {
  const { t } = useT();
  const name = result.request.userName;
  return (
    <div role="status" aria-label={t("leave.sick.resultLabel")} className="leave-sick-result">
      {result.opened.length === 0 ? (
        <p>{t("leave.sick.noneOpened", { name })}</p>
      ) : (
        <>
          <p>{t("leave.sick.opened", { name, count: result.opened.length })}</p>
          <ul>
            {result.opened.map((s) => (
              <li key={s.id}>
                {formatDate(s.date)} {formatTimeRange(s.startTime, s.endTime)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
