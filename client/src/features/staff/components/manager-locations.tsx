import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useManagerLocations, useSetManagerLocations } from "../api/manager-locations";
import { useStaffT } from "../i18n";

type Props = { userId: string; name: string };

/** A manager's locations on Manage Staff: "All locations", or the ones they are limited to, with a small form to change it. Hidden while the workplace has one location. */
export function ManagerLocations({ userId, name }: Props) {
  const { data } = useManagerLocations();
  const [save, { loading }] = useSetManagerLocations();
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const { t } = useStaffT();
  if (!data || data.locations.length < 2) return null;

  const current = data.managerLocations.find((m) => m.userId === userId)?.locationIds ?? [];
  const names = data.locations.filter((l) => current.includes(l.id)).map((l) => l.name);
  const summary = names.length === 0 ? t("staff.managerLocations.all") : names.join(", ");

  const submit = async (ids: string[]) => {
    setError("");
    try {
      await save({ variables: { userId, locationIds: ids } });
      setEditing(null);
    } catch (err) {
      setError(errorMessage(err, t("staff.managerLocations.failed")));
    }
  };

  if (editing === null) {
    return (
      <span className="staff__locations">
        <span>{summary}</span>{" "}
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setEditing(current)}>
          {t("staff.managerLocations.button")}<span className="visually-hidden"> {t("staff.managerLocations.managedBy", { name })}</span>
        </button>
      </span>
    );
  }
  const toggle = (id: string, on: boolean) =>
    setEditing((ids) => (on ? [...(ids ?? []), id] : (ids ?? []).filter((x) => x !== id)));
  return (
    <form
      className="staff__locations"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(editing);
      }}
    >
      <fieldset>
        <legend>{t("staff.managerLocations.legend", { name })}</legend>
        {data.locations.map((l) => (
          <label key={l.id}>
            <input type="checkbox" checked={editing.includes(l.id)} onChange={(e) => toggle(l.id, e.target.checked)} />{" "}
            {l.name}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--small" disabled={loading}>
        {t("staff.managerLocations.save")}
      </button>{" "}
      <button type="button" className="btn btn--small btn--secondary" onClick={() => setEditing(null)}>
        {t("shell.cancel")}
      </button>
    </form>
  );
}
