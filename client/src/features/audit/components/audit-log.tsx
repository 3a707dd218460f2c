import { useState, type FormEvent } from "react";
import type { AuditFilter } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useAuditLog, useAuditPeople } from "../api/audit";

/** The areas of the audit trail a manager can filter by, as action prefixes. */
const AREAS: [string, string][] = [
  ["schedule", "Schedules"],
  ["draft", "Drafts"],
  ["shift", "Shifts taken off"],
  ["swap", "Swaps"],
  ["time_off", "Time off"],
  ["open_shift", "Open shifts"],
  ["claim", "Open shift claims"],
  ["fill", "Automatic fills"],
  ["event", "Events"],
  ["availability", "Availability"],
  ["template", "Templates"],
  ["time_record", "Time clock"],
  ["kiosk", "Kiosks"],
  ["location", "Locations"],
  ["position", "Positions"],
  ["shift_type", "Shift types"],
  ["rule_set", "Work rules"],
  ["staffing_requirement", "Staffing requirements"],
  ["preference", "Preferences"],
  ["settings", "Settings"],
  ["account", "Accounts"],
  ["user", "People"],
  ["invitation", "Invitations"],
  ["calendar_feed", "Calendar feeds"],
  ["notification", "Notification settings"],
  ["api_token", "API tokens"],
  ["webhook", "Webhooks"],
];

type Form = { userId: string; action: string; from: string; to: string };
const EMPTY: Form = { userId: "", action: "", from: "", to: "" };

function toFilter(f: Form): AuditFilter {
  return {
    userId: f.userId || undefined,
    action: f.action || undefined,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

/** Managers: every recorded change, newest first, filtered by person, kind and dates. */
export function AuditLog() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [filter, setFilter] = useState<AuditFilter>({});
  // The cursors of the pages before the one shown; the last is where this page starts.
  const [cursors, setCursors] = useState<string[]>([]);
  const after = cursors.length ? cursors[cursors.length - 1] : null;
  const { data, loading, error } = useAuditLog(filter, after);
  const people = useAuditPeople().data?.staff ?? [];

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(toFilter(form));
    setCursors([]);
  };
  const page = data?.auditLog;

  return (
    <div className="page">
      <h1>Audit Log</h1>
      <FilterForm form={form} onChange={setForm} onApply={apply} people={people} />
      <section className="card" aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title">Changes</h2>
        {error && <p role="alert">{errorMessage(error, "Could not load the audit log.")}</p>}
        {loading && !page && <p>Loading…</p>}
        {page && page.entries.length === 0 && <p>No changes match this filter.</p>}
        {page && page.entries.length > 0 && <EntriesTable entries={page.entries} />}
        <div className="actions">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            Newer
          </button>{" "}
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!page?.hasMore || !page.endCursor}
            onClick={() => page?.endCursor && setCursors([...cursors, page.endCursor])}
          >
            Older
          </button>
        </div>
      </section>
    </div>
  );
}

type FilterProps = {
  form: Form;
  onChange: (form: Form) => void;
  onApply: (e: FormEvent) => void;
  people: readonly { id: string; name: string }[];
};

function FilterForm({ form, onChange, onApply, people }: FilterProps) {
  const set = (k: keyof Form) => (e: { target: { value: string } }) => onChange({ ...form, [k]: e.target.value });
  return (
    <section className="card" aria-labelledby="audit-filter-title">
      <h2 id="audit-filter-title">Filter</h2>
      <form className="form form--inline" onSubmit={onApply}>
        <div className="field">
          <label htmlFor="audit-person">Person</label>
          <select id="audit-person" value={form.userId} onChange={set("userId")}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">Kind</label>
          <select id="audit-kind" value={form.action} onChange={set("action")}>
            <option value="">All kinds</option>
            {AREAS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input id="audit-from" type="date" value={form.from} onChange={set("from")} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input id="audit-to" type="date" value={form.to} onChange={set("to")} />
        </div>
        <div>
          <button type="submit" className="btn">
            Apply Filter
          </button>
        </div>
      </form>
    </section>
  );
}

type Entry = NonNullable<ReturnType<typeof useAuditLog>["data"]>["auditLog"]["entries"][number];

function EntriesTable({ entries }: { entries: readonly Entry[] }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Recorded changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What happened</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{new Date(e.at).toLocaleString()}</td>
              <td>{e.summary}</td>
              <td>
                {(e.before || e.after) && (
                  <details>
                    <summary>Before and after</summary>
                    {e.before && (
                      <p>
                        Before: <code>{e.before}</code>
                      </p>
                    )}
                    {e.after && (
                      <p>
                        After: <code>{e.after}</code>
                      </p>
                    )}
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
