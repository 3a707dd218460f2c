import { Link } from "react-router-dom";
import type { HomeQuery } from "@/gql/graphql";
import i18next from "@/lib/i18n";
import { useT } from "../i18n";

type StepKey = "locations" | "positions" | "shiftTypes" | "people" | "week" | "publish";
type Step = { key: StepKey; label: string; to: string; hint: string; done: boolean };

/**
 * The first-run steps, in the order the work needs them (the staff import and the week
 * editor ask for places, positions and shift types), and whether each is done, from the
 * home query's manager fields.
 */
export function firstRunSteps(data: HomeQuery): Step[] {
  const t = i18next.t;
  const has = (list: { entries: unknown[] } | unknown[] | null | undefined) =>
    (Array.isArray(list) ? list.length : (list?.entries.length ?? 0)) > 0;
  const published = has(data.firstRunPublished);
  const step = (key: StepKey, to: string, done: boolean): Step => ({
    key,
    to,
    done,
    label: t(`home.firstRun.${key}`),
    hint: t(`home.firstRun.${key}Hint`),
  });
  return [
    step("locations", "/workplace?section=locations", has(data.firstRunLocationSaved) || (data.firstRunLocations?.length ?? 0) > 1),
    step("positions", "/workplace?section=positions", has(data.firstRunPositions)),
    step("shiftTypes", "/workplace?section=shift-types", has(data.firstRunShiftTypes)),
    step("people", "/manage-staff", has(data.firstRunEmployees) || has(data.firstRunInvitations)),
    step("week", "/schedule", has(data.firstRunDrafted) || published),
    step("publish", "/schedule", published),
  ];
}

/** Whether the checklist shows: until there is someone to schedule and a week is out. */
export function showFirstRun(steps: Step[]): boolean {
  return steps.some((s) => (s.key === "people" || s.key === "publish") && !s.done);
}

/** A new workplace's checklist, shown on the home screen until every step is done. */
export function FirstRun({ steps }: { steps: Step[] }) {
  const { t } = useT();
  const done = steps.filter((s) => s.done).length;
  return (
    <section className="card first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">{t("home.firstRun.title")}</h2>
      <p className="muted">
        {t("home.firstRun.progress", { done, total: steps.length })}
      </p>
      <ol className="first-run__steps">
        {steps.map((s) => (
          <li key={s.key} className={s.done ? "first-run__step first-run__step--done" : "first-run__step"}>
            <span className="first-run__tick" aria-hidden="true">
              {s.done ? "✓" : ""}
            </span>
            <div>
              <Link to={s.to}>{s.label}</Link>
              <span className="visually-hidden">{" "}{s.done ? t("home.firstRun.done") : t("home.firstRun.toDo")}</span>
              <div className="muted first-run__hint">{s.hint}</div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
