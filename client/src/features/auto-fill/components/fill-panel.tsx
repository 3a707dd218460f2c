import { useId, useState } from "react";
import type { TFunction } from "i18next";
import type { FillJobFieldsFragment, FillMode } from "@/gql/graphql";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/i18n-format";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { fillActive, useApplyFill, useFillJob, useFillNames, useStartFill, useStopFill } from "../api/fill";
import "./fill-panel.css";
import { useT } from "../i18n";

type Props = {
  weekStarting: string;
  /** Closes the panel with a notice once the proposal is in the draft, naming the location the fill planned (if one). */
  onDone: (notice: string, filled: { locationId?: string }) => void;
  onCancel: () => void;
};

/**
 * "Fill…": the auto-scheduler over weeks from this one. It runs in the background; the
 * panel shows its best result so far, stops it, and shows and applies its proposal.
 */
export function FillPanel({ weekStarting, onDone, onCancel }: Props) {
  const { t } = useT();
  const ref = useEscapeKey<HTMLDivElement>(onCancel);
  const [jobId, setJobId] = useState<string | null>(null);
  const [polling, setPolling] = useState(false);
  const { data } = useFillJob(jobId, polling);
  const job = data?.fillJob;
  if (polling && job && !fillActive(job.status)) setPolling(false);
  const [start, started] = useStartFill();
  const [stop, stopped] = useStopFill();
  const [apply, applied] = useApplyFill();
  const error = started.error ?? stopped.error ?? applied.error;
  return (
    <div ref={ref} className="card fill-panel">
      <h3>{t("autoFill.title")}</h3>
      {!job || !(fillActive(job.status) || job.proposal) ? (
        <FillForm
          weekStarting={weekStarting}
          busy={started.loading}
          onStart={async (input) => {
            const res = await start({ variables: { input } }).catch(() => null);
            if (res?.data) {
              setJobId(res.data.startFill.id);
              setPolling(true);
            }
          }}
          onCancel={onCancel}
        />
      ) : (
        <FillProgressView
          job={job}
          onStop={() => void stop({ variables: { id: job.id } }).catch(() => null)}
          onRestart={() => setJobId(null)}
          onApply={async () => {
            const res = await apply({ variables: { id: job.id } }).catch(() => null);
            if (res?.data) onDone(t("autoFill.applied"), { locationId: job.locationId ?? undefined });
          }}
          applying={applied.loading}
        />
      )}
      {job?.status === "FAILED" && (
        <p className="error" role="alert">
          {job.error}
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {errorMessage(error, t("autoFill.failed"))}
        </p>
      )}
    </div>
  );
}

type FillFormInput = {
  mode: FillMode;
  rangeStart: string;
  weeks: number;
  locationId?: string;
  positionIds?: string[];
  timeLimitSeconds: number;
};

function FillForm(props: {
  weekStarting: string;
  busy: boolean;
  onStart: (input: FillFormInput) => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const names = useWorkplaceNames();
  const [mode, setMode] = useState<FillMode>("FILL");
  const [weeks, setWeeks] = useState(1);
  const [location, setLocation] = useState("");
  const [position, setPosition] = useState("");
  const [seconds, setSeconds] = useState(30);
  const live = <T extends { archived: boolean }>(m: Map<string, T>) => [...m.values()].filter((v) => !v.archived);
  return (
    <form
      className="form--inline"
      aria-label={t("autoFill.form")}
      onSubmit={(e) => {
        e.preventDefault();
        props.onStart({
          mode,
          rangeStart: props.weekStarting,
          weeks,
          locationId: location || undefined,
          positionIds: position ? [position] : undefined,
          timeLimitSeconds: seconds,
        });
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-mode`}>{t("autoFill.mode")}</label>
        <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as FillMode)}>
          <option value="FILL">{t("autoFill.modeFill")}</option>
          <option value="REBUILD">{t("autoFill.modeRebuild")}</option>
          <option value="REPAIR">{t("autoFill.modeRepair")}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-weeks`}>{t("autoFill.weeks")}</label>
        <input id={`${id}-weeks`} type="number" min={1} max={12} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>{t("autoFill.location")}</label>
        <select id={`${id}-location`} value={location} onChange={(e) => setLocation(e.target.value)}>
          <option value="">{t("autoFill.allLocations")}</option>
          {live(names.locations).map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`}>{t("autoFill.positions")}</label>
        <select id={`${id}-position`} value={position} onChange={(e) => setPosition(e.target.value)}>
          <option value="">{t("autoFill.allPositions")}</option>
          {live(names.positions).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-seconds`}>{t("autoFill.timeLimit")}</label>
        <input id={`${id}-seconds`} type="number" min={1} max={3600} value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={props.busy}>
          {t("autoFill.start")}
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
          {t("autoFill.cancel")}
        </button>
      </div>
    </form>
  );
}

// The catalogue's key of each state of a fill (autoFill.status.*).
const STATUSES = new Set(["QUEUED", "RUNNING", "STOPPING", "DONE", "STOPPED", "APPLIED", "FAILED"]);

function FillProgressView(props: {
  job: FillJobFieldsFragment;
  onStop: () => void;
  onRestart: () => void;
  onApply: () => void;
  applying: boolean;
}) {
  const { t } = useT();
  const { job } = props;
  const running = fillActive(job.status);
  const p = job.progress;
  return (
    <div className="fill-progress">
      <p role="status">
        {STATUSES.has(job.status) ? t(`autoFill.status.${job.status}`) : job.status}
        {p.penalty != null && ` · ${t("autoFill.bestPenalty", { penalty: p.penalty })}`}
        {p.penalty != null && !p.feasible && ` ${t("autoFill.breaksHardRule")}`}
        {p.short != null && ` · ${stillShort(t, p.short, p.shortRequirements ?? 0)}`}
      </p>
      <progress aria-label={t("autoFill.progress")} max={job.timeLimitSeconds * 1000} value={running ? p.elapsedMs : job.timeLimitSeconds * 1000} />
      <div className="btn-row">
        {running ? (
          <button type="button" className="btn btn--secondary" disabled={job.status === "STOPPING"} onClick={props.onStop}>
            {t("autoFill.stop")}
          </button>
        ) : (
          <>
            {job.proposal && job.status !== "APPLIED" && (
              <button type="button" className="btn btn--success" disabled={props.applying} onClick={props.onApply}>
                {t("autoFill.apply")}
              </button>
            )}
            <button type="button" className="btn btn--secondary" onClick={props.onRestart}>
              {t("autoFill.startAgain")}
            </button>
          </>
        )}
      </div>
      {job.proposal && <Proposal proposal={job.proposal} />}
    </div>
  );
}

function Proposal({ proposal }: { proposal: NonNullable<FillJobFieldsFragment["proposal"]> }) {
  const { t } = useT();
  const names = useFillNames();
  const type = (id?: string | null) =>
    id && id !== "0" ? (names.shiftTypes.get(id) ?? t("autoFill.unknownShiftType", { id })) : "";
  const verb = (op: string) => (op === "ADD" || op === "CHANGE" || op === "REMOVE" ? t(`autoFill.op.${op}`) : op);
  return (
    <section aria-label={t("autoFill.proposal")} className="fill-proposal">
      <h4>
        {t("autoFill.proposalPenalty", { penalty: proposal.penalty })}
        {!proposal.feasible && ` ${t("autoFill.breaksHardRule")}`}
      </h4>
      {proposal.byRule.length > 0 && (
        <ul aria-label={t("autoFill.byRule")}>
          {proposal.byRule.map((r) => (
            <li key={r.rule}>
              {t(`autoFill.rule.${r.rule}`, { defaultValue: r.rule })}: {r.penalty}
            </li>
          ))}
        </ul>
      )}
      <ul aria-label={t("autoFill.changes")}>
        {proposal.changes.map((c) => (
          <li key={`${c.userId}:${c.date}`}>
            {t(c.op !== "REMOVE" && c.location ? "autoFill.changeAt" : "autoFill.change", {
              person: names.people.get(c.userId) ?? t("autoFill.unknownPerson", { id: c.userId }),
              date: formatShortDate(c.date),
              op: verb(c.op),
              type: c.op === "REMOVE" ? type(c.fromShiftTypeId) : type(c.shiftTypeId) || `${c.startTime ?? ""}–${c.endTime ?? ""}`,
              location: c.location ?? "",
            })}
          </li>
        ))}
        {proposal.changes.length === 0 && <li>{t("autoFill.noChanges")}</li>}
      </ul>
      {proposal.short.length > 0 && (
        <ul aria-label={t("autoFill.stillShortLabel")}>
          {proposal.short.map((s) => (
            <li key={`${s.date}:${s.shiftTypeId}`}>{s.why}</li>
          ))}
        </ul>
      )}
      <EditorWillReport proposal={proposal} />
      {proposal.notes.map((n) => (
        <p key={n} className="fill-proposal__note">
          {n}
        </p>
      ))}
    </section>
  );
}

/** What the editor will report once the proposal is applied: its own check of the draft with it. */
function EditorWillReport({ proposal }: { proposal: NonNullable<FillJobFieldsFragment["proposal"]> }) {
  const { t } = useT();
  if (!proposal.checked) return <p className="fill-proposal__note">{t("autoFill.notChecked")}</p>;
  if (proposal.conflicts.length === 0) return <p>{t("autoFill.editorReportsNothing")}</p>;
  return (
    <ul aria-label={t("autoFill.editorWillReport")}>
      {proposal.conflicts.map((c, i) => (
        <li key={`${i}:${c.code}`} className={c.severity === "HARD" ? "fill-proposal__hard" : undefined}>
          {c.message}
        </li>
      ))}
    </ul>
  );
}

/** What the best roster so far still misses, e.g. "still short: 3 people on 2 requirements". */
function stillShort(t: TFunction, people: number, requirements: number): string {
  if (people === 0) return t("autoFill.nothingShort");
  const who = t("autoFill.people", { count: people });
  return t("autoFill.stillShort", { who, requirements: t("autoFill.requirements", { count: requirements }) });
}
