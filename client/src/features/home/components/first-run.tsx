import { Link } from "react-router-dom";
import type { HomeQuery } from "@/gql/graphql";
import i18next from "@/lib/i18n";
import { useT } from "../i18n";

type Step = { label: string; to: string; hint: string; done: boolean };

/** The first-run steps and whether each is done, from the home query's manager fields. */
export function firstRunSteps(data: HomeQuery): Step[] {
  const t = i18next.t;
  const has = (page: { entries: unknown[] } | null | undefined) => (page?.entries.length ?? 0) > 0;
  return [
    {
      label: t("home.firstRun.invite"),
      to: "/manage-staff",
      hint: t("home.firstRun.inviteHint"),
      done: (data.firstRunEmployees?.length ?? 0) > 0 || (data.firstRunInvitations?.length ?? 0) > 0,
    },
    {
      label: t("home.firstRun.rules"),
      to: "/workplace/rules",
      hint: t("home.firstRun.rulesHint"),
      done: has(data.firstRunRuleSets) || has(data.firstRunSettings),
    },
    {
      label: t("home.firstRun.publish"),
      to: "/schedule",
      hint: t("home.firstRun.publishHint"),
      done: has(data.firstRunPublished),
    },
  ];
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
          <li key={s.to} className={s.done ? "first-run__step first-run__step--done" : "first-run__step"}>
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
