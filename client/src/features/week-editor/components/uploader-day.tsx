import { useState } from "react";
import type { EditorDraftFragment } from "@/gql/graphql";
import { type DayKeyName } from "@/lib/dates";
import { dayLabel, formatShortDate } from "@/lib/i18n-format";
import type { ShiftPatch } from "../hooks/use-draft-edits";
import { pickEmployee, type Person } from "../utils/uploader";
import { FormError } from "@/components/feedback";
import { useT } from "../i18n";

type Shift = EditorDraftFragment["shifts"][number];
type Edits = {
  add: (day: DayKeyName, userId: string, repick?: () => Promise<string | undefined>) => void;
  update: (id: string, patch: ShiftPatch) => void;
  remove: (id: string) => void;
};

type Props = {
  day: DayKeyName;
  date: string;
  shifts: readonly Shift[];
  employees: readonly Person[];
  /** Who has approved time off that day. */
  off: ReadonlySet<string>;
  edits: Edits;
  /** Reads the people again, for a pick the server refused: they may have left. */
  readPeople: () => Promise<readonly Person[]>;
};

/** One day of the uploader: its shifts (person, start, end, remove) and Add Shift. */
export function UploaderDay({ day, date, shifts, employees, off, edits, readPeople }: Props) {
  const { t } = useT();
  const [problem, setProblem] = useState("");
  const onDay = shifts.map((s) => s.userId ?? "");
  const add = () => {
    const pick = pickEmployee(employees, onDay, off);
    setProblem("error" in pick ? t(pick.error) : "");
    if ("error" in pick) return;
    edits.add(day, pick.userId, async () => {
      const again = pickEmployee(await readPeople(), onDay, off);
      return "error" in again ? undefined : again.userId;
    });
  };
  return (
    <fieldset className="uploader__day">
      <legend>{`${dayLabel(day)} ${formatShortDate(date)}`}</legend>
      {shifts.length === 0 && <p className="muted uploader__none">{t("weekEditor.uploader.none")}</p>}
      {shifts.map((s, n) => (
        <UploaderShift key={s.id} shift={s} prefix={t("weekEditor.uploader.shiftN", { day: dayLabel(day), n: n + 1 })} employees={employees} off={off} edits={edits} />
      ))}
      <button type="button" className="btn btn--secondary btn--small" onClick={add}>
        {t("weekEditor.uploader.add")}
        <span className="visually-hidden"> {t("weekEditor.uploader.onDay", { day: dayLabel(day) })}</span>
      </button>
      <FormError text={problem} />
    </fieldset>
  );
}

type ShiftProps = { shift: Shift; prefix: string; employees: readonly Person[]; off: ReadonlySet<string>; edits: Edits };

/** One shift: the person is changed at once, a time when its field is left. */
function UploaderShift({ shift: s, prefix, employees, off, edits }: ShiftProps) {
  const { t } = useT();
  const userId = s.userId ?? "";
  return (
    <div className="uploader__shift">
      <div className="field">
        <label htmlFor={`${s.id}-emp`}>
          <span className="visually-hidden">{prefix} </span>
          {t("weekEditor.uploader.employee")}
        </label>
        <EmployeeSelect key={userId} id={`${s.id}-emp`} saved={userId} employees={employees} off={off} onChange={(v) => edits.update(s.id, { userId: v })} />
      </div>
      <TimeField key={`start:${s.startTime}`} id={`${s.id}-start`} prefix={prefix} label={t("weekEditor.start")} saved={s.startTime} onCommit={(v) => edits.update(s.id, { startTime: v })} />
      <TimeField key={`end:${s.endTime}`} id={`${s.id}-end`} prefix={prefix} label={t("weekEditor.end")} saved={s.endTime} onCommit={(v) => edits.update(s.id, { endTime: v })} />
      <button type="button" className="btn btn--danger btn--small uploader__remove" onClick={() => edits.remove(s.id)}>
        {t("weekEditor.uploader.remove")}
        <span className="visually-hidden"> {prefix}</span>
      </button>
    </div>
  );
}

type SelectProps = { id: string; saved: string; employees: readonly Person[]; off: ReadonlySet<string>; onChange: (userId: string) => void };

/** The shift's person; people on time off that day cannot be chosen. */
function EmployeeSelect({ id, saved, employees, off, onChange }: SelectProps) {
  const { t } = useT();
  const [value, setValue] = useState(saved);
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
        onChange(e.target.value);
      }}
    >
      {!employees.some((e) => e.id === value) && <option value={value}>{t("weekEditor.uploader.former")}</option>}
      {employees.map((e) => (
        <option key={e.id} value={e.id} disabled={off.has(e.id) && e.id !== value}>
          {off.has(e.id) ? t("weekEditor.uploader.timeOff", { name: e.name }) : e.name}
        </option>
      ))}
    </select>
  );
}

type TimeProps = { id: string; prefix: string; label: string; saved: string; onCommit: (time: string) => void };

/** A start or end time, kept here while typed and saved to the draft when left. */
function TimeField({ id, prefix, label, saved, onCommit }: TimeProps) {
  const [value, setValue] = useState(saved.slice(0, 5));
  return (
    <div className="field">
      <label htmlFor={id}>
        <span className="visually-hidden">{prefix} </span>
        {label}
      </label>
      <input
        id={id}
        type="time"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => {
          if (value && value !== saved.slice(0, 5)) onCommit(value);
        }}
      />
    </div>
  );
}
