import { useEffect, useRef, type RefObject } from "react";
import { addDays, dayKeyOf, weekDates, weekDays } from "@/lib/dates";
import { formatRange } from "@/lib/i18n-format";
import { useScheduleEditor } from "../api/draft";
import { useDraftEdits } from "../hooks/use-draft-edits";
import { useUnavailable } from "../hooks/use-unavailable";
import { NO_EMPLOYEE_ACCOUNTS, onlyLocation } from "../utils/uploader";
import { UploaderDay } from "./uploader-day";
import { useT } from "../i18n";

/**
 * The week's draft by day, as the uploader edits it: the same draft and the same edits as
 * the grid; publishing is the editor's Publish… for both.
 */
type Props = {
  weekStarting: string;
  /** Set to what saves the edits still pending, for Publish… to wait on. */
  pendingEditsRef: RefObject<(() => Promise<void>) | null>;
};

export function UploaderForm({ weekStarting, pendingEditsRef }: Props) {
  const { t } = useT();
  const weekEnding = addDays(weekStarting, 6);
  const { data, loading, error, refetch } = useScheduleEditor(weekStarting);
  const draft = data?.weekDraft.weekStarting === weekStarting ? data.weekDraft : undefined;
  const workplaces = data?.personWorkplaces ?? [];
  const edits = useDraftEdits(weekStarting, draft, refetch, loading, (userId) => onlyLocation(workplaces, userId));
  const unavailableOn = useUnavailable(weekStarting, weekEnding);
  const dates = weekDates(weekStarting);
  const employees = data?.employees ?? [];
  const body = useRef<HTMLDivElement>(null);
  const { flush } = edits;
  const readPeople = async () => (await refetch()).data?.employees ?? [];
  useEffect(() => {
    pendingEditsRef.current = () => {
      // A time is saved when its field is left; a clicked button does not always take the
      // focus (Safari), so the field typed in is left here, which queues its change.
      const active = document.activeElement;
      if (active instanceof HTMLElement && body.current?.contains(active)) active.blur();
      return flush();
    };
    return () => {
      pendingEditsRef.current = null;
    };
  }, [pendingEditsRef, flush]);

  if (loading && !data) return <p className="loading">{t("weekEditor.uploader.loading")}</p>;
  if (error && !data) console.warn("Failed to fetch employees", error);
  const shifts = (draft?.shifts ?? []).filter((s) => s.status !== "REMOVED" && s.userId);

  return (
    <div ref={body} className="uploader__body">
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
        {weekDays(dayKeyOf(weekStarting)).map((day, i) => (
          <UploaderDay
            key={day}
            day={day}
            date={dates[i]}
            shifts={shifts.filter((s) => s.dayKey === day)}
            employees={employees}
            off={unavailableOn(dates[i])}
            edits={edits}
            readPeople={readPeople}
          />
        ))}
      </div>
      <div className="uploader__actions">
        <span className="muted">{t("weekEditor.uploader.count", { count: shifts.length })}</span>
      </div>
    </div>
  );
}
