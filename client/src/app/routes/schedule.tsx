// The Weekly Schedule page (SPEC "Weekly Schedule"): the week view, and around it the
// features that work on the same week, composed here so none of them imports another.
import { useAuth } from "@/lib/auth";
import { addDays } from "@/lib/dates";
import { useHolidaysByDate } from "@/features/leave/api/holidays";
import { DayHolidays } from "@/features/leave/components/day-holidays";
import { todayLocal } from "@/lib/dates";
import { useWeekParam } from "@/features/schedule-views/hooks/use-week-param";
import { useMyAcknowledgement } from "@/features/acknowledgements/api/acknowledgements";
import { WeeklySchedule, type LoadedWeek } from "@/features/schedule-views/components/weekly-schedule";
import { AcknowledgeBanner } from "@/features/acknowledgements/components/acknowledge-banner";
import { WeekAcknowledgements } from "@/features/acknowledgements/components/week-acknowledgements";
import { WeekAvailability } from "@/features/availability/components/week-availability";
import { ScheduleEditor } from "@/features/week-editor/components/schedule-editor";
import { useWeekPreferenceNotes } from "@/features/coverage/api/coverage";
import { CoverageRow } from "@/features/coverage/components/coverage-row";
import { CopyPanel } from "@/features/publishing/components/copy-panel";
import { PublishDialog } from "@/features/publishing/components/publish-dialog";
import { RulesPanel } from "@/features/publishing/components/workplace-rules";
import { FillPanel } from "@/features/auto-fill/components/fill-panel";
import { DayEvents } from "@/features/events/components/day-events";

export default function ScheduleRoute() {
  const { isManager } = useAuth();
  const [weekFrom] = useWeekParam(todayLocal());
  // The banner above the shifts is asked for beside the week, and the week waits for its
  // answer: arriving after, the banner would push the whole week down (a layout shift).
  // The public holidays are not waited for: one query per location would hold every week
  // for the slowest; a holiday arriving late moves a week that has one, and no other.
  const ack = useMyAcknowledgement(weekFrom);
  const holidays = useHolidaysByDate(weekFrom, addDays(weekFrom, 6));
  const holidayNote = (date: string) => <DayHolidays holidays={holidays.byDate.get(date)} />;
  return (
    <WeeklySchedule
      dayNote={holidayNote}
      holdWeek={ack.loading && !ack.data && !ack.error}
      // For managers the editor is the week: one grid to read and build it in.
      readOnlyWeek={!isManager}
      banner={(w) => <AcknowledgeBanner key={`${w.weekStarting}:${w.publishedAt}`} weekStarting={w.weekStarting} />}
      panels={(w) => <WeekPanels week={w} holidayNote={holidayNote} />}
    />
  );
}

/**
 * Public holidays show on the week's days, each with the location that has it.
 * Under the week: everyone's availability; for managers the editor in its place, with the
 * events on its day headers and the Schedule Uploader as its compact view, and the
 * availability list after it.
 */
function WeekPanels({ week, holidayNote }: { week: LoadedWeek; holidayNote: (date: string) => React.ReactNode }) {
  const { isManager } = useAuth();
  const weekFrom = week.weekStarting;
  const personNotes = useWeekPreferenceNotes(weekFrom, isManager);
  // A manager reads availability in the editor's cells; the list follows the grid.
  return (
    <>
      {!isManager && <WeekAvailability weekStarting={weekFrom} />}
      {isManager && (
        <ScheduleEditor
          key={weekFrom}
          weekStarting={weekFrom}
          copyPanel={(p) => <CopyPanel weekStarting={weekFrom} onDone={p.close} onNotice={p.notify} onCancel={() => p.close()} />}
          rulesPanel={(p) => <RulesPanel onDone={p.close} onCancel={() => p.close()} />}
          publishPanel={(p) => <PublishDialog weekStarting={weekFrom} onDone={p.close} onCancel={() => p.close()} />}
          fillPanel={(p) => <FillPanel weekStarting={weekFrom} onDone={p.close} onCancel={() => p.close()} />}
          published={<WeekAcknowledgements weekStarting={weekFrom} />}
          coverage={(stamp) => <CoverageRow weekStarting={weekFrom} draftStamp={stamp} />}
          personNotes={personNotes}
          dayHeader={(date) => (
            <>
              {holidayNote(date)}
              <DayEvents date={date} events={week.events} />
            </>
          )}
        />
      )}
      {isManager && <WeekAvailability weekStarting={weekFrom} />}
    </>
  );
}
