import { formatDateTime } from "@/lib/i18n-format";
import { useDeferredValue, type ReactNode } from "react";
import { useAuth } from "@/lib/auth";
import { addDays, todayLocal } from "@/lib/dates";
import { errorMessage } from "@/lib/errors";
import { Loading } from "@/components/loading";
import { useMediaQuery } from "@/lib/use-media-query";
import { useShownWeek } from "../hooks/use-shown-week";
import { useSwapSelection } from "../hooks/use-swap-selection";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { useWeekParam } from "../hooks/use-week-param";
import { LaterShiftOffer, useLaterShift } from "./later-shift-offer";
import { WeekNavigator } from "./week-navigator";
import { WeekAgenda } from "./week-agenda";
import { useShownMark } from "@/lib/use-shown-mark";
import { WeekTable, type WeekEvent, type WeekTableProps } from "./week-table";
import "./schedule-views.css";
import { useT } from "../i18n";

/** A week as loaded from the server, for what the page shows with it. */
export type LoadedWeek = {
  weekStarting: string;
  weekEnding: string;
  events: readonly WeekEvent[];
  /** When the week's schedule was last published; null when it never was. */
  publishedAt: string | null;
};

type Props = {
  /** Shown above the shifts of a published week (never over the offline copy). */
  banner?: (week: LoadedWeek) => ReactNode;
  /** Shown under the week once it has loaded (never under the offline copy). */
  panels?: (week: LoadedWeek) => ReactNode;
  /** While true, the loaded week is not shown yet: what goes above it is still loading. */
  holdWeek?: boolean;
  /** False leaves out the read-only week (and its swap hint): managers see it in the editor. */
  readOnlyWeek?: boolean;
  /** More to show on a day of the read-only week (the public holidays). */
  dayNote?: (date: string) => ReactNode;
};

/** The Weekly Schedule: navigator, the week as a table (an agenda on phones) and swap selection. */
export function WeeklySchedule({ banner, panels, holdWeek = false, readOnlyWeek = true, dayNote }: Props) {
  const { t } = useT();
  const { user } = useAuth();
  const today = todayLocal();
  const [weekFrom, goToWeek] = useWeekParam(today);
  const shown = useShownWeek(user?.id, weekFrom);
  const { copySavedAt, loading, error } = shown;
  // The week is drawn in a deferred render, which React splits into short tasks (a large
  // week is thousands of elements) instead of one long task that blocks the page; until
  // it is drawn, the previous state stays, and a previous week is not shown as this one.
  const drawn = useDeferredValue(holdWeek && !copySavedAt ? null : shown.loaded);
  const week = drawn?.week.weekStarting === weekFrom ? drawn.week : undefined;
  const shifts = week ? drawn!.shifts : null;
  const [selection, click] = useSwapSelection(weekFrom, user?.id ?? "", today);
  const phone = useMediaQuery("(max-width: 640px)");
  // A week without shifts of mine: point to the first later week that has some.
  const noneOfMine = !!week && !copySavedAt && !(shifts ?? []).some((s) => s.userId === user?.id);
  const laterDate = useLaterShift(user?.id ?? "", weekFrom, !noneOfMine || !user);
  useShownMark("schedule-grid-shown", !!week && !!user);
  const names = useWorkplaceNames(!!shifts?.some((s) => s.positionId || s.locationId));

  if (!user) return null;
  const weekEnding = week?.weekEnding ?? addDays(weekFrom, 6);
  const events = week?.events ?? [];
  const schedule = week?.schedule ?? null;
  const loaded: LoadedWeek = { weekStarting: weekFrom, weekEnding, events, publishedAt: schedule?.updatedAt ?? null };
  const live = !!week && !copySavedAt;
  const view: WeekTableProps = { weekStarting: weekFrom, shifts, events, selection, meId: user.id, today, onShiftClick: click, names, dayNote };

  return (
    // A manager's week is the editor, which takes the page's width (issue 42: 3); the
    // staff's read-only week keeps the 1200 px of the specification.
    <div className={`page schedule-page ${readOnlyWeek ? "page--wide" : "schedule-page--editor"}`}>
      <div className="schedule-page__top">
        <h1>{t("scheduleViews.weekTitle")}</h1>
        <WeekNavigator
          weekStarting={weekFrom}
          weekEnding={weekEnding}
          onPrevious={() => goToWeek(addDays(weekFrom, -7))}
          onNext={() => goToWeek(addDays(weekFrom, 7))}
        />
      </div>
      {copySavedAt && (
        <p className="offline-notice" role="status">
          {t("scheduleViews.offline", { saved: formatDateTime(copySavedAt) })}
        </p>
      )}
      {laterDate && <LaterShiftOffer date={laterDate} onGo={goToWeek} />}
      {!week && (loading || holdWeek || !!shown.loaded) && <Loading text={t("scheduleViews.loadingSchedule")} />}
      {error && !week ? (
        <p className="error" role="alert">
          {t("scheduleViews.error", { message: errorMessage(error, t("scheduleViews.weekFailed")) })}
        </p>
      ) : null}
      {week && !schedule && <p className="schedule-page__empty">{t("scheduleViews.noSchedule")}</p>}
      {live && schedule && banner?.(loaded)}
      {readOnlyWeek && week && schedule && (
        <p className="muted schedule-page__hint">
          {t("scheduleViews.swapHint")}
        </p>
      )}
      {readOnlyWeek && week && (schedule || events.length > 0) && (phone ? <WeekAgenda {...view} /> : <WeekTable {...view} />)}
      {live && panels?.(loaded)}
    </div>
  );
}
