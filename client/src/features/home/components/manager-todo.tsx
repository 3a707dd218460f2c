import type { ReactNode } from "react";
import { shiftPlace, useWorkplaceNames } from "@/lib/workplace-names";
import { Link } from "react-router-dom";
import { useApolloClient } from "@apollo/client/react";
import { HomeDocument, type HomeQuery } from "@/gql/graphql";
import { formatDate, formatShortDate, formatTimeRange } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { timeOffLabel } from "@/lib/time-off";
import { useDecideClaimHere, useDecideSwapHere, useRespondToTimeOffHere } from "../api/home";
import { coverage } from "../utils/upcoming";
import { useNotice } from "@/components/feedback";
import { useClashChoices } from "@/components/clash-dialog";
import { useT } from "../i18n";

type Decision = "APPROVE" | "DENY";

/** What waits for a manager: requests to decide in place, this week's coverage (unless the workplace is new), unpublished drafts. */
export function ManagerTodo({ data, weekFrom, offline, coverage }: { data: HomeQuery; weekFrom: string; offline: boolean; coverage: boolean }) {
  const { t } = useT();
  const drafts = [data.thisWeekDraft, data.nextWeekDraft, data.laterWeekDraft].filter((d) => d?.hasChanges);
  return (
    <section className="card" aria-labelledby="manager-panel">
      <h2 id="manager-panel">{t("home.manager.title")}</h2>
      <h3>{t("home.manager.toDo")}</h3>
      <Requests data={data} offline={offline} />
      {coverage && (
        <>
          <h3>{t("home.manager.coverage")}</h3>
          <Coverage weekFrom={weekFrom} counts={data.coverage ?? []} />
        </>
      )}
      <h3>{t("home.manager.drafts")}</h3>
      {drafts.length === 0 ? (
        <p className="muted">{t("home.manager.noDrafts")}</p>
      ) : (
        <ul className="list">
          {drafts.map((d) => (
            <li key={d!.weekStarting} className="list__item">
              <Link to={`/schedule?week=${d!.weekStarting}`}>{t("home.manager.weekOf", { date: formatDate(d!.weekStarting) })}</Link>
              <span className="status status--draft">{d!.published ? t("home.manager.unpublishedChanges") : t("home.manager.neverPublished")}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Time off, swaps and open-shift claims waiting for a decision, each decided here. */
function Requests({ data, offline }: { data: HomeQuery; offline: boolean }) {
  const [respond, { loading: responding }] = useRespondToTimeOffHere();
  const [decide, { loading: deciding }] = useDecideSwapHere();
  const [decideClaim, { loading: decidingClaim }] = useDecideClaimHere();
  const { t } = useT();
  const notice = useNotice();
  const { choose, dialog } = useClashChoices();
  const timeOff = data.pendingTimeOffRequests ?? [];
  const swaps = data.swapsAwaitingApproval ?? [];
  const claims = data.claimsAwaitingApproval ?? [];

  // The same calls and failure messages as the time-off and swap pages. A refusal often
  // means someone else decided first: the list is read again so it stops offering it.
  const client = useApolloClient();
  const decideHere = async (run: () => Promise<unknown>, failure: string) => {
    try {
      await run();
    } catch (err) {
      notice.failed(errorMessage(err, failure));
      void client.refetchQueries({ include: [HomeDocument] });
    }
  };

  // Approving asks first what becomes of the shifts inside the time off.
  const answerTimeOff = (id: string, who: string, decision: Decision) =>
    void decideHere(async () => {
      const shifts = decision === "APPROVE" ? await choose(id, who) : [];
      if (shifts !== null) await respond({ variables: { id, decision, shifts } });
    }, t("home.manager.timeOffFailed"));

  if (timeOff.length === 0 && swaps.length === 0 && claims.length === 0) {
    return <p className="muted">{t("home.manager.noRequests")}</p>;
  }
  return (
    <>
      {dialog}
      <ul className="list" aria-label={t("home.manager.requests")}>
        {timeOff.map((r) => (
          <TimeOffItem key={r.id} request={r} disabled={responding || offline} onAnswer={(decision) => answerTimeOff(r.id, r.userName, decision)} />
        ))}
        {swaps.map((s) => (
          <li key={s.id} className="list__item">
            <div>
              <strong>{s.requester.name}</strong> {t("home.manager.and")} <strong>{s.target.name}</strong>{" "}
              {t("home.manager.wantToSwap")}
              <div className="muted">
                {t("home.manager.swapShifts", {
                  first: `${formatDate(s.shiftA.date)} ${formatTimeRange(s.shiftA.startTime, s.shiftA.endTime)}`,
                  second: `${formatDate(s.shiftB.date)} ${formatTimeRange(s.shiftB.startTime, s.shiftB.endTime)}`,
                })}
              </div>
            </div>
            <ApproveDeny
              hidden={t("home.manager.swapHidden", { requester: s.requester.name, target: s.target.name })}
              disabled={deciding || offline}
              onAnswer={(decision) => void decideHere(() => decide({ variables: { id: s.id, decision } }), t("home.manager.swapFailed"))}
            />
          </li>
        ))}
        {claims.map((c) => (
          <ClaimItem key={c.id} claim={c}>
            {(what) => (
              <ApproveDeny
                hidden={t("home.manager.claimHidden", { name: c.claimant.name, what })}
                disabled={decidingClaim || offline}
                onAnswer={(decision) => void decideHere(() => decideClaim({ variables: { id: c.id, decision } }), t("home.manager.claimFailed"))}
              />
            )}
          </ClaimItem>
        ))}
      </ul>
    </>
  );
}

type TimeOff = NonNullable<HomeQuery["pendingTimeOffRequests"]>[number];

function TimeOffItem({ request: r, disabled, onAnswer }: { request: TimeOff; disabled: boolean; onAnswer: (d: Decision) => void }) {
  const { t } = useT();
  return (
    <li className="list__item">
      <div>
        <strong>{r.userName}</strong> {t("home.manager.asksTimeOff", { when: timeOffLabel(r) })}
        <div className="muted">{r.reason || t("home.manager.noReason")}</div>
        {r.shiftsInside.length > 0 && (
          <div className="muted">
            {t("home.manager.shiftsInside", { count: r.shiftsInside.length })}{" "}
            <Link to="/pto">{t("home.manager.seeShifts")}</Link>
          </div>
        )}
      </div>
      <ApproveDeny hidden={t("home.manager.timeOffHidden", { name: r.userName, date: formatDate(r.date) })} disabled={disabled} onAnswer={onAnswer} />
    </li>
  );
}

type Claim = NonNullable<HomeQuery["claimsAwaitingApproval"]>[number];

function ClaimItem({ claim: c, children }: { claim: Claim; children: (what: string) => ReactNode }) {
  const { t } = useT();
  // What the shift is and where: a manager of several locations decides knowing which.
  const { label: place } = shiftPlace(useWorkplaceNames(), c.openShift.positionId, c.openShift.locationId);
  const date = formatDate(c.openShift.date);
  const what = c.openShift.offeredBy
    ? t("home.manager.theirShift", { name: c.openShift.offeredBy.name, date })
    : t("home.manager.openShift", { date });
  return (
    <li className="list__item">
      <div>
        <strong>{c.claimant.name}</strong> {t("home.manager.claims", { what })}
        <div className="muted">
          {formatTimeRange(c.openShift.startTime, c.openShift.endTime)}
          {place && ` · ${place}`}
        </div>
      </div>
      {children(what)}
    </li>
  );
}

/** Approve and Deny, named for screen readers with what they decide (`hidden`). */
function ApproveDeny({ hidden, disabled, onAnswer }: { hidden: string; disabled: boolean; onAnswer: (d: Decision) => void }) {
  const { t } = useT();
  return (
    <div className="btn-row">
      <button type="button" className="btn btn--success btn--small" disabled={disabled} onClick={() => onAnswer("APPROVE")}>
        {t("home.manager.approve")}<span className="visually-hidden"> {hidden}</span>
      </button>
      <button type="button" className="btn btn--danger btn--small" disabled={disabled} onClick={() => onAnswer("DENY")}>
        {t("home.manager.deny")}<span className="visually-hidden"> {hidden}</span>
      </button>
    </div>
  );
}

/** Shifts per day of this week, and the days nobody is on. */
function Coverage({ weekFrom, counts }: { weekFrom: string; counts: NonNullable<HomeQuery["coverage"]> }) {
  const { t } = useT();
  const days = coverage(weekFrom, counts);
  const empty = days.filter((d) => d.count === 0);
  return (
    <>
        <ul className="home-coverage" aria-label={t("home.manager.perDay")}>
          {days.map((d) => (
            <li key={d.date} className={d.count === 0 ? "home-coverage__day home-coverage__day--empty" : "home-coverage__day"}>
              <span className="home-coverage__date">{formatShortDate(d.date)}</span>
              <span className="home-coverage__count">
                {t("home.manager.shifts", { count: d.count })}
              </span>
            </li>
          ))}
        </ul>
        <p className={empty.length ? "home-coverage__warning" : "muted"}>
          {empty.length
            ? t("home.manager.nobodyOn", { days: empty.map((d) => formatShortDate(d.date)).join(", ") })
            : t("home.manager.everyDay")}{" "}
          <Link to={`/schedule?week=${weekFrom}`}>{t("home.manager.openWeek")}</Link>
        </p>
    </>
  );
}
