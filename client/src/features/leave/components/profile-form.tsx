// Manage Staff: what one person's contract says for leave, read back and saved.
import { useId, useState, type FormEvent } from "react";
import type { LeaveProfileQuery } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { dayLabel } from "@/lib/i18n-format";
import type { DayKeyName } from "@/lib/dates";
import { useWorkplaceNames } from "@/lib/workplace-names";
import { Loading } from "@/components/loading";
import { FormError, useNotice } from "@/components/feedback";
import { useLeaveProfile, useSetLeaveProfile } from "../api/leave";
import { profileDraftOf, profileInput, type ProfileDraft } from "../utils/profile-draft";
import { useT } from "../i18n";
import "./leave.css";

type Props = { userId: string; name: string; onDone: () => void };

/** A person's leave profile (signed up or not): reads what was set, or the defaults, and saves it. */
export function LeaveProfileForm({ userId, name, onDone }: Props) {
  const { t } = useT();
  const { data, error } = useLeaveProfile(userId);
  if (error && !data) return <FormError text={errorMessage(error, t("leave.profile.loadFailed"))} />;
  if (!data) return <Loading />;
  return <ProfileFields key={userId} profile={data.leaveProfile} name={name} onDone={onDone} />;
}

/** The button under a person's row on Manage Staff that opens their leave profile. */
export function useLeaveProfilePanel() {
  const { t } = useT();
  return {
    label: t("leave.profile.button"),
    render: (p: { id: string; name: string }, done: () => void) => <LeaveProfileForm userId={p.id} name={p.name} onDone={done} />,
  };
}

/** Under Add a person: the leave profile of the person just added, so it is set while adding people. */
export function NewPersonProfile({ person, onDone }: { person: { id: string; name: string }; onDone: () => void }) {
  const { t } = useT();
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("leave.profile.newTitle", { name: person.name })}</h2>
      <LeaveProfileForm userId={person.id} name={person.name} onDone={onDone} />
    </section>
  );
}

type FieldsProps = { profile: LeaveProfileQuery["leaveProfile"]; name: string; onDone: () => void };

function ProfileFields({ profile, name, onDone }: FieldsProps) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftOf(profile));
  const [error, setError] = useState("");
  const [save, { loading }] = useSetLeaveProfile();
  const notice = useNotice();
  const set = (change: Partial<ProfileDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const built = profileInput(profile.userId, draft);
    if ("problem" in built) return setError(t(built.problem === "hours" ? "leave.profile.badHours" : "leave.profile.noDays"));
    setError("");
    try {
      await save({ variables: built });
      notice.done(t("leave.profile.saved", { name }));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("leave.saveFailed")));
    }
  };

  return (
    <form className="form leave-profile" onSubmit={submit} aria-label={t("leave.profile.formLabel", { name })}>
      {!profile.set && <p className="muted">{t("leave.profile.defaults")}</p>}
      <div className="form__row">
        <div className="field">
          <label htmlFor={`${id}-starts`}>{t("leave.profile.startsOn")}</label>
          <input id={`${id}-starts`} type="date" value={draft.startsOn} onChange={(e) => set({ startsOn: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>{t("leave.profile.endsOn")}</label>
          <input id={`${id}-ends`} type="date" value={draft.endsOn} onChange={(e) => set({ endsOn: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-hours`}>{t("leave.profile.hours")}</label>
          <input id={`${id}-hours`} inputMode="decimal" aria-describedby={`${id}-hours-hint`} value={draft.hours}
            onChange={(e) => set({ hours: e.target.value })} />
          <span id={`${id}-hours-hint`} className="field__hint">{t("leave.profile.hoursHint")}</span>
        </div>
        <HolidayLocationField id={`${id}-holidays`} value={draft.holidayLocationId} onChange={(v) => set({ holidayLocationId: v })} />
      </div>
      <WorkDaysFieldset days={draft.workDays} onChange={(workDays) => set({ workDays })} />
      <FormError text={error} />
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {t("leave.profile.save")}<span className="visually-hidden"> {t("leave.profile.of", { name })}</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          {t("leave.profile.cancel")}
        </button>
      </div>
    </form>
  );
}

// ISO weekday (1 Monday .. 7 Sunday) to the app's day keys, for their names.
const ISO_DAYS: readonly [number, DayKeyName][] = [
  [1, "MONDAY"], [2, "TUESDAY"], [3, "WEDNESDAY"], [4, "THURSDAY"], [5, "FRIDAY"], [6, "SATURDAY"], [7, "SUNDAY"],
];

function WorkDaysFieldset({ days, onChange }: { days: number[]; onChange: (d: number[]) => void }) {
  const { t } = useT();
  const toggle = (n: number) => onChange(days.includes(n) ? days.filter((d) => d !== n) : [...days, n]);
  return (
    <fieldset className="field leave-profile__days">
      <legend>{t("leave.profile.workDays")}</legend>
      {ISO_DAYS.map(([n, key]) => (
        <label key={n} className="checkbox">
          <input type="checkbox" checked={days.includes(n)} onChange={() => toggle(n)} /> {dayLabel(key)}
        </label>
      ))}
    </fieldset>
  );
}

function HolidayLocationField({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { t } = useT();
  const names = useWorkplaceNames();
  const locations = [...names.locations.values()].filter((l) => !l.archived || l.id === value);
  return (
    <div className="field">
      <label htmlFor={id}>{t("leave.profile.holidayLocation")}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t("leave.profile.firstLocation")}</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
