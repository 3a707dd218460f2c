import { Link } from "react-router-dom";
import type { HomeQuery } from "@/gql/graphql";

type Step = { label: string; to: string; hint: string; done: boolean };

/** The first-run steps and whether each is done, from the home query's manager fields. */
export function firstRunSteps(data: HomeQuery): Step[] {
  const has = (page: { entries: unknown[] } | null | undefined) => (page?.entries.length ?? 0) > 0;
  return [
    {
      label: "Invite your staff",
      to: "/manage-staff",
      hint: "Send invitations, or import a list of people.",
      done: (data.firstRunEmployees?.length ?? 0) > 0 || (data.firstRunInvitations?.length ?? 0) > 0,
    },
    {
      label: "Set the rules",
      to: "/workplace/rules",
      hint: "Rest between shifts and the most hours in a week.",
      done: has(data.firstRunRuleSets) || has(data.firstRunSettings),
    },
    {
      label: "Build and publish the first week",
      to: "/schedule",
      hint: "Put people on shifts, then publish so they see them.",
      done: has(data.firstRunPublished),
    },
  ];
}

/** A new workplace's checklist, shown on the home screen until every step is done. */
export function FirstRun({ steps }: { steps: Step[] }) {
  const done = steps.filter((s) => s.done).length;
  return (
    <section className="card first-run" aria-labelledby="first-run-title">
      <h2 id="first-run-title">Get your workplace ready</h2>
      <p className="muted">
        {done} of {steps.length} done. This list goes away once all are.
      </p>
      <ol className="first-run__steps">
        {steps.map((s) => (
          <li key={s.to} className={s.done ? "first-run__step first-run__step--done" : "first-run__step"}>
            <span className="first-run__tick" aria-hidden="true">
              {s.done ? "✓" : ""}
            </span>
            <div>
              <Link to={s.to}>{s.label}</Link>
              <span className="visually-hidden">{s.done ? " (done)" : " (to do)"}</span>
              <div className="muted first-run__hint">{s.hint}</div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
