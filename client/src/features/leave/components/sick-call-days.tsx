import { useT } from "../i18n";

/** The days a recorded leave covers: a first and an optional last day, or part of one day. */
export type SickCallDraft = { date: string; endDate: string; partDay: boolean; startTime: string; endTime: string };

/** The day fields of the Record leave form (a sick call may start in the past, up to 31 days back). */
export function SickCallDays({ draft, set }: { draft: SickCallDraft; set: (patch: Partial<SickCallDraft>) => void }) {
  const { t } = useT();
  return (
    <>
      <div className="form__row">
        <div className="field">
          <label htmlFor="sick-date">{draft.partDay ? t("leave.sick.date") : t("leave.sick.firstDay")}</label>
          <input id="sick-date" type="date" required value={draft.date} onChange={(e) => set({ date: e.target.value })} />
        </div>
        {!draft.partDay && (
          <div className="field">
            <label htmlFor="sick-end">{t("leave.sick.lastDay")}</label>
            <input id="sick-end" type="date" min={draft.date} value={draft.endDate} onChange={(e) => set({ endDate: e.target.value })} />
          </div>
        )}
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={draft.partDay} onChange={(e) => set({ partDay: e.target.checked })} /> {t("leave.sick.partDay")}
      </label>
      {draft.partDay && (
        <div className="form__row">
          <div className="field">
            <label htmlFor="sick-from">{t("leave.sick.from")}</label>
            <input id="sick-from" type="time" required value={draft.startTime} onChange={(e) => set({ startTime: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="sick-to">{t("leave.sick.to")}</label>
            <input id="sick-to" type="time" required value={draft.endTime} onChange={(e) => set({ endTime: e.target.value })} />
          </div>
        </div>
      )}
    </>
  );
}
