import { formatDateTime } from "@/lib/i18n-format";
import { useState, type FormEvent } from "react";
import type { AuditFilter } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useAuditLog, useAuditPeople } from "../api/audit";
import { useT } from "../i18n";

/** The areas of the audit trail a manager can filter by, as action prefixes; each is named by audit.kinds.<prefix>. */
const AREAS = [
  "schedule",
  "draft",
  "shift",
  "swap",
  "time_off",
  "open_shift",
  "claim",
  "fill",
  "event",
  "availability",
  "template",
  "time_record",
  "kiosk",
  "location",
  "position",
  "shift_type",
  "rule_set",
  "staffing_requirement",
  "preference",
  "settings",
  "account",
  "user",
  "invitation",
  "calendar_feed",
  "notification",
  "api_token",
  "webhook",
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
  const { t } = useT();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(toFilter(form));
    setCursors([]);
  };
  const page = data?.auditLog;

  return (
    <div className="page">
      <h1>{t("audit.title")}</h1>
      <FilterForm form={form} onChange={setForm} onApply={apply} people={people} />
      <section className="card" aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title">{t("audit.changes")}</h2>
        {error && <p role="alert">{errorMessage(error, t("audit.loadFailed"))}</p>}
        {loading && !page && <p>{t("audit.loading")}</p>}
        {page && page.entries.length === 0 && <p>{t("audit.none")}</p>}
        {page && page.entries.length > 0 && <EntriesTable entries={page.entries} />}
        <div className="actions">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t("audit.newer")}
          </button>{" "}
          <button
            type="button"
            className="btn btn--secondary"
            disabled={!page?.hasMore || !page.endCursor}
            onClick={() => page?.endCursor && setCursors([...cursors, page.endCursor])}
          >
            {t("audit.older")}
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
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="audit-filter-title">
      <h2 id="audit-filter-title">{t("audit.filter")}</h2>
      <form className="form form--inline" onSubmit={onApply}>
        <div className="field">
          <label htmlFor="audit-person">{t("audit.person")}</label>
          <select id="audit-person" value={form.userId} onChange={set("userId")}>
            <option value="">{t("audit.everyone")}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-kind">{t("audit.kind")}</label>
          <select id="audit-kind" value={form.action} onChange={set("action")}>
            <option value="">{t("audit.allKinds")}</option>
            {AREAS.map((v) => (
              <option key={v} value={v}>
                {t(`audit.kinds.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">{t("audit.from")}</label>
          <input id="audit-from" type="date" value={form.from} onChange={set("from")} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{t("audit.to")}</label>
          <input id="audit-to" type="date" value={form.to} onChange={set("to")} />
        </div>
        <div>
          <button type="submit" className="btn">
            {t("audit.apply")}
          </button>
        </div>
      </form>
    </section>
  );
}

type Entry = NonNullable<ReturnType<typeof useAuditLog>["data"]>["auditLog"]["entries"][number];

function EntriesTable({ entries }: { entries: readonly Entry[] }) {
  const { t } = useT();
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{t("audit.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("audit.when")}</th>
            <th scope="col">{t("audit.what")}</th>
            <th scope="col">{t("audit.details")}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{formatDateTime(e.at)}</td>
              <td>{e.summary}</td>
              <td>
                {(e.before || e.after) && (
                  <details>
                    <summary>{t("audit.beforeAfter")}</summary>
                    {e.before && (
                      <p>
                        {t("audit.before")} <code>{e.before}</code>
                      </p>
                    )}
                    {e.after && (
                      <p>
                        {t("audit.after")} <code>{e.after}</code>
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
