import { useState, type FormEvent } from "react";
import type { StaffingRequirementsQuery } from "@/gql/graphql";
import { DAY_KEYS, weekDays } from "@/lib/dates";
import { useWeekStartsOn } from "@/lib/week-start";
import { dayLabel } from "@/lib/i18n-format";
import { errorMessage } from "@/lib/errors";
import { useDeleteStaffingRequirement, useSaveStaffingRequirement, useStaffingRequirements } from "../api/coverage";
import { RequirementEditor } from "./requirement-editor";
import { DayCounts, lower, type Counts } from "./day-counts";
import { useT } from "../i18n";

const NO_COUNTS = Object.fromEntries(DAY_KEYS.map((k) => [k, "0"])) as Counts;

/**
 * Staffing requirements: how many people each location needs of a shift type (or a
 * position over a time range) on each day. The editor's coverage row and the publish
 * check count shifts against them.
 */
export function RequirementsPage() {
  const { data, loading, error } = useStaffingRequirements();
  const [remove] = useDeleteStaffingRequirement();
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const { t } = useT();
  // Columns from the workplace's first day; `needed` stays keyed by day name.
  const days = weekDays(useWeekStartsOn());
  const names = new Map<string, string>();
  for (const st of data?.shiftTypes ?? []) names.set(`t${st.id}`, st.name);
  for (const p of data?.positions ?? []) names.set(`p${p.id}`, p.name);
  for (const l of data?.locations ?? []) names.set(`l${l.id}`, l.name);

  return (
    <div className="page">
      <h1>{t("coverage.req.title")}</h1>
      {error && !data && <p className="error">{t("coverage.req.error", { message: errorMessage(error, t("coverage.req.loadFailed")) })}</p>}
      {loading && !data && <p className="loading">{t("coverage.req.loading")}</p>}
      {data && <RequirementForm locations={data.locations} shiftTypes={data.shiftTypes} positions={data.positions} />}
      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}
      {data && data.staffingRequirements.length > 0 && (
        <div className="table-wrap" role="region" aria-label={t("coverage.req.tableLabel")} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("coverage.req.what")}</th>
                <th scope="col">{t("coverage.req.where")}</th>
                {days.map((k) => (
                  <th key={k} scope="col">
                    {dayLabel(k)}
                  </th>
                ))}
                <th scope="col">{t("coverage.req.overrides")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("coverage.req.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.staffingRequirements.map((r) => {
                const what = r.shiftTypeId
                  ? names.get(`t${r.shiftTypeId}`)
                  : t("coverage.req.positionRange", { position: names.get(`p${r.positionId}`), from: r.startTime, to: r.endTime });
                return (
                  <RequirementRow
                    key={r.id}
                    requirement={r}
                    what={what ?? ""}
                    place={names.get(`l${r.locationId}`) ?? ""}
                    editing={editing === r.id}
                    setEditing={(on) => setEditing(on ? r.id : null)}
                    onDelete={() => void remove({ variables: { id: r.id } }).catch((err) => setFailure(errorMessage(err, t("coverage.req.deleteFailed"))))}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

type Named = { id: string; name: string };

function RequirementForm({ locations, shiftTypes, positions }: { locations: Named[]; shiftTypes: Named[]; positions: Named[] }) {
  const [save, { loading }] = useSaveStaffingRequirement();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? "");
  const [what, setWhat] = useState(shiftTypes[0] ? `t${shiftTypes[0].id}` : positions[0] ? `p${positions[0].id}` : "");
  const [startTime, setStart] = useState("09:00");
  const [endTime, setEnd] = useState("17:00");
  const [counts, setCounts] = useState<Counts>(NO_COUNTS);
  const [overrideDate, setOverrideDate] = useState("");
  const [overrideNeeded, setOverrideNeeded] = useState("0");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const byPosition = what.startsWith("p");
  const { t } = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    const id = what.slice(1);
    try {
      await save({
        variables: {
          input: {
            locationId,
            shiftTypeId: byPosition ? null : id,
            positionId: byPosition ? id : null,
            startTime: byPosition ? startTime : null,
            endTime: byPosition ? endTime : null,
            needed: Object.fromEntries(DAY_KEYS.map((k) => [lower(k), Number(counts[k]) || 0])),
            overrides: overrideDate ? [{ date: overrideDate, needed: Number(overrideNeeded) || 0 }] : [],
          },
        },
      });
      setCounts(NO_COUNTS);
      setOverrideDate("");
      setNotice(t("coverage.req.saved"));
    } catch (err) {
      setError(errorMessage(err, t("coverage.req.saveFailed")));
    }
  };

  return (
    <section className="card" aria-labelledby="req-form-title">
      <h2 id="req-form-title">{t("coverage.req.add")}</h2>
      <form className="form" onSubmit={submit}>
        <WhatFields
          options={{ locations, shiftTypes, positions }}
          value={{ locationId, what, startTime, endTime }}
          set={{ setLocationId, setWhat, setStart, setEnd }}
        />
        <DayCounts counts={counts} setCounts={setCounts} />
        <OverrideFields date={overrideDate} setDate={setOverrideDate} needed={overrideNeeded} setNeeded={setOverrideNeeded} />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {notice && <p role="status">{notice}</p>}
        <div>
          <button type="submit" className="btn" disabled={loading || !what || !locationId}>
            {t("coverage.req.save")}
          </button>
        </div>
      </form>
    </section>
  );
}

type OverrideProps = { date: string; setDate: (d: string) => void; needed: string; setNeeded: (n: string) => void };

function OverrideFields({ date, setDate, needed, setNeeded }: OverrideProps) {
  const { t } = useT();
  return (
    <div className="form__row">
      <div className="field">
        <label htmlFor="req-override-date">{t("coverage.req.overrideDateOptional")}</label>
        <input id="req-override-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="req-override-needed">{t("coverage.req.neededThatDate")}</label>
        <input id="req-override-needed" type="number" min={0} max={1000} value={needed} onChange={(e) => setNeeded(e.target.value)} />
      </div>
    </div>
  );
}

type WhatProps = {
  options: { locations: Named[]; shiftTypes: Named[]; positions: Named[] };
  value: { locationId: string; what: string; startTime: string; endTime: string };
  set: { setLocationId: (v: string) => void; setWhat: (v: string) => void; setStart: (v: string) => void; setEnd: (v: string) => void };
};

/** Where, and what is counted: a shift type, or a position over a time range. */
function WhatFields({ options, value, set }: WhatProps) {
  const { locations, shiftTypes, positions } = options;
  const { locationId, what, startTime, endTime } = value;
  const { setLocationId, setWhat, setStart, setEnd } = set;
  const { t } = useT();
  return (
    <div className="form__row">
      <div className="field">
        <label htmlFor="req-location">{t("coverage.req.location")}</label>
        <select id="req-location" value={locationId} onChange={(e) => setLocationId(e.target.value)}>
          {locations.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="req-what">{t("coverage.req.shiftTypeOrPosition")}</label>
        <select id="req-what" value={what} onChange={(e) => setWhat(e.target.value)}>
          {shiftTypes.map((st) => (
            <option key={`t${st.id}`} value={`t${st.id}`}>
              {st.name}
            </option>
          ))}
          {positions.map((p) => (
            <option key={`p${p.id}`} value={`p${p.id}`}>
              {t("coverage.req.overRange", { name: p.name })}
            </option>
          ))}
        </select>
      </div>
      {what.startsWith("p") && (
        <>
          <div className="field">
            <label htmlFor="req-start">{t("coverage.req.from")}</label>
            <input id="req-start" type="time" required value={startTime} onChange={(e) => setStart(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="req-end">{t("coverage.req.to")}</label>
            <input id="req-end" type="time" required value={endTime} onChange={(e) => setEnd(e.target.value)} />
          </div>
        </>
      )}
    </div>
  );
}

type RowProps = {
  requirement: StaffingRequirementsQuery["staffingRequirements"][number];
  what: string;
  place: string;
  editing: boolean;
  setEditing: (on: boolean) => void;
  onDelete: () => void;
};

/** One requirement's row and, when open, its editor under it. */
function RequirementRow({ requirement: r, what, place, editing, setEditing, onDelete }: RowProps) {
  const { t } = useT();
  const days = weekDays(useWeekStartsOn());
  return (
    <>
      <tr>
        <th scope="row">{what}</th>
        <td>{place}</td>
        {days.map((k) => (
          <td key={k}>{r.needed[lower(k)]}</td>
        ))}
        <td>
          {r.overrides
            .map((o) => (o.note ? t("coverage.req.overrideWithNote", { ...o }) : t("coverage.req.overrideItem", { ...o })))
            .join(t("coverage.req.listSeparator"))}
        </td>
        <td>
          <div className="staff__actions">
            <button
              type="button"
              className="btn btn--small btn--secondary"
              aria-expanded={editing}
              onClick={() => setEditing(!editing)}
            >
              {t("coverage.req.edit")}<span className="visually-hidden"> {t("coverage.req.theRequirement", { what })}</span>
            </button>
            <button
              type="button"
              className="btn btn--small btn--secondary"
              onClick={onDelete}
            >
              {t("coverage.req.delete")}<span className="visually-hidden"> {t("coverage.req.theRequirement", { what })}</span>
            </button>
          </div>
        </td>
      </tr>
      {editing && (
        <tr>
          <td colSpan={DAY_KEYS.length + 4}>
            <RequirementEditor requirement={r} what={what} onDone={() => setEditing(false)} />
          </td>
        </tr>
      )}
    </>
  );
}
