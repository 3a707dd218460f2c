import { formatRange } from "@/lib/i18n-format";
import { useT } from "../i18n";

type Props = {
  weekStarting: string;
  weekEnding: string;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous/next week buttons around the week's date range. */
export function WeekNavigator({ weekStarting, weekEnding, onPrevious, onNext }: Props) {
  const { t } = useT();
  return (
    <div className="week-nav">
      <button type="button" className="btn btn--secondary" onClick={onPrevious}>
        <span aria-hidden="true">&larr;</span> {t("scheduleViews.previousWeek")}
      </button>
      <h2 className="week-nav__range" aria-live="polite">
        {formatRange(weekStarting, weekEnding)}
      </h2>
      <button type="button" className="btn btn--secondary" onClick={onNext}>
        {t("scheduleViews.nextWeek")} <span aria-hidden="true">&rarr;</span>
      </button>
    </div>
  );
}
