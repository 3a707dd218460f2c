import { useId, useState } from "react";
import type { FillJobFieldsFragment, FillMode } from "@/gql/graphql";
import { useEscapeKey } from "@/hooks/use-escape-key";
import { errorMessage } from "@/lib/errors";
import { formatShortDate } from "@/lib/dates";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { fillActive, useApplyFill, useFillJob, useFillNames, useStartFill, useStopFill } from "../api/fill";
import "./fill-panel.css";

type Props = {
  weekStarting: string;
  /** Closes the panel with a notice, after the proposal went into the draft. */
  onDone: (notice: string) => void;
  onCancel: () => void;
};

/**
 * "Fill…": the auto-scheduler over weeks from this one. It runs in the background; the
 * panel shows its best result so far, stops it, and shows and applies its proposal.
 */
export function FillPanel({ weekStarting, onDone, onCancel }: Props) {
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
      <h3>Fill the schedule automatically</h3>
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
            if (res?.data) onDone("Applied the fill's proposal to the draft.");
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
          {errorMessage(error, "The fill could not be done")}
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
      aria-label="Fill"
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
        <label htmlFor={`${id}-mode`}>Mode</label>
        <select id={`${id}-mode`} value={mode} onChange={(e) => setMode(e.target.value as FillMode)}>
          <option value="FILL">Fill: keep every shift, add where short</option>
          <option value="REBUILD">Rebuild: plan afresh</option>
          <option value="REPAIR">Repair: move shifts that break a rule</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-weeks`}>Weeks</label>
        <input id={`${id}-weeks`} type="number" min={1} max={12} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>Location</label>
        <select id={`${id}-location`} value={location} onChange={(e) => setLocation(e.target.value)}>
          <option value="">All locations</option>
          {live(names.locations).map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-position`}>Positions</label>
        <select id={`${id}-position`} value={position} onChange={(e) => setPosition(e.target.value)}>
          <option value="">All positions</option>
          {live(names.positions).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-seconds`}>Time limit (seconds)</label>
        <input id={`${id}-seconds`} type="number" min={1} max={3600} value={seconds} onChange={(e) => setSeconds(Number(e.target.value))} />
      </div>
      <div className="btn-row">
        <button type="submit" className="btn btn--primary" disabled={props.busy}>
          Start filling
        </button>
        <button type="button" className="btn btn--secondary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

const statusText: Record<string, string> = {
  QUEUED: "Waiting for a server to take it…",
  RUNNING: "Filling…",
  STOPPING: "Stopping…",
  DONE: "Done",
  STOPPED: "Stopped: the best found so far",
  APPLIED: "Applied to the draft",
  FAILED: "Failed",
};

function FillProgressView(props: {
  job: FillJobFieldsFragment;
  onStop: () => void;
  onRestart: () => void;
  onApply: () => void;
  applying: boolean;
}) {
  const { job } = props;
  const running = fillActive(job.status);
  const p = job.progress;
  return (
    <div className="fill-progress">
      <p role="status">
        {statusText[job.status] ?? job.status}
        {p.penalty != null && ` · best penalty ${p.penalty}`}
        {p.penalty != null && !p.feasible && " (breaks a hard rule)"}
        {p.short != null && ` · ${stillShort(p.short, p.shortRequirements ?? 0)}`}
      </p>
      <progress aria-label="Fill progress" max={job.timeLimitSeconds * 1000} value={running ? p.elapsedMs : job.timeLimitSeconds * 1000} />
      <div className="btn-row">
        {running ? (
          <button type="button" className="btn btn--secondary" disabled={job.status === "STOPPING"} onClick={props.onStop}>
            Stop
          </button>
        ) : (
          <>
            {job.proposal && job.status !== "APPLIED" && (
              <button type="button" className="btn btn--success" disabled={props.applying} onClick={props.onApply}>
                Apply to draft
              </button>
            )}
            <button type="button" className="btn btn--secondary" onClick={props.onRestart}>
              Start again
            </button>
          </>
        )}
      </div>
      {job.proposal && <Proposal proposal={job.proposal} />}
    </div>
  );
}

function Proposal({ proposal }: { proposal: NonNullable<FillJobFieldsFragment["proposal"]> }) {
  const names = useFillNames();
  const type = (id?: string | null) => (id ? (names.shiftTypes.get(id) ?? `shift type ${id}`) : "");
  const verb: Record<string, string> = { ADD: "add", CHANGE: "change to", REMOVE: "remove" };
  return (
    <section aria-label="Proposal" className="fill-proposal">
      <h4>
        Proposal: penalty {proposal.penalty}
        {!proposal.feasible && " (breaks a hard rule)"}
      </h4>
      {proposal.byRule.length > 0 && (
        <ul aria-label="Penalty by rule">
          {proposal.byRule.map((r) => (
            <li key={r.rule}>
              {r.rule}: {r.penalty}
            </li>
          ))}
        </ul>
      )}
      <ul aria-label="Changes">
        {proposal.changes.map((c) => (
          <li key={`${c.userId}:${c.date}`}>
            {names.people.get(c.userId) ?? `person ${c.userId}`}, {formatShortDate(c.date)}: {verb[c.op] ?? c.op}{" "}
            {c.op === "REMOVE" ? type(c.fromShiftTypeId) : type(c.shiftTypeId)}
          </li>
        ))}
        {proposal.changes.length === 0 && <li>No changes.</li>}
      </ul>
      {proposal.short.length > 0 && (
        <ul aria-label="Still short">
          {proposal.short.map((s) => (
            <li key={`${s.date}:${s.shiftTypeId}`}>{s.why}</li>
          ))}
        </ul>
      )}
      {proposal.notes.map((n) => (
        <p key={n} className="fill-proposal__note">
          {n}
        </p>
      ))}
    </section>
  );
}

/** What the best roster so far still misses, e.g. "still short: 3 people on 2 requirements". */
function stillShort(people: number, requirements: number): string {
  if (people === 0) return "nothing short";
  const who = people === 1 ? "1 person" : `${people} people`;
  return `still short: ${who} on ${requirements === 1 ? "1 requirement" : `${requirements} requirements`}`;
}
