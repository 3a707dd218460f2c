import { addDays, DAY_KEYS, formatRange, weekDates } from "@/lib/dates";
import { useScheduleEditor } from "../api/draft";
import { useDraftEdits } from "../hooks/use-draft-edits";
import { useUnavailable } from "../hooks/use-unavailable";
import { NO_EMPLOYEE_ACCOUNTS } from "../utils/uploader";
import { UploaderDay } from "./uploader-day";
import { useT } from "../i18n";

/**
 * The week's draft by day, as the uploader edits it: the same draft and the same edits as
 * the grid; publishing is the editor's Publish… for both.
 */
export function UploaderForm({ weekStarting }: { weekStarting: string }) {
  const { t } = useT();
  const weekEnding = addDays(weekStarting, 6);
  const { data, loading, error, refetch } = useScheduleEditor(weekStarting);
  const draft = data?.weekDraft.weekStarting === weekStarting ? data.weekDraft : undefined;
  const edits = useDraftEdits(weekStarting, draft, refetch);
  const unavailableOn = useUnavailable(weekStarting, weekEnding);
  const dates = weekDates(weekStarting);
  const employees = data?.employees ?? [];

  if (loading && !data) return <p className="loading">{t("weekEditor.uploader.loading")}</p>;
  if (error && !data) console.warn("Failed to fetch employees", error);
  const shifts = (draft?.shifts ?? []).filter((s) => s.status !== "REMOVED" && s.userId);

  return (
    <div className="uploader__body">
      <p>
        {t("weekEditor.uploader.weekOf")} <strong>{formatRange(weekStarting, weekEnding)}</strong>{" "}
        {t(draft?.published ? "weekEditor.uploader.published" : "weekEditor.uploader.notPublished")}
      </p>
      {data && employees.length === 0 && (
        <p className="error" role="alert">
          {t(NO_EMPLOYEE_ACCOUNTS)}
        </p>
      )}
      <div className="uploader__days">
        {DAY_KEYS.map((day, i) => (
          <UploaderDay
            key={day}
            day={day}
            date={dates[i]}
            shifts={shifts.filter((s) => s.dayKey === day)}
            employees={employees}
            off={unavailableOn(dates[i])}
            edits={edits}
          />
        ))}
      </div>
      <div className="uploader__actions">
        <span className="muted">{t("weekEditor.uploader.count", { count: shifts.length })}</span>
      </div>
    </div>
  );
}
