import { useState } from "react";
import { errorMessage } from "@/lib/errors";
import { useManagerLocations, useSetManagerLocations } from "../api/manager-locations";

type Props = { userId: string; name: string };

/** A manager's locations on Manage Staff: "All locations", or the ones they are limited to, with a small form to change it. Hidden while the workplace has one location. */
export function ManagerLocations({ userId, name }: Props) {
  const { data } = useManagerLocations();
  const [save, { loading }] = useSetManagerLocations();
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  if (!data || data.locations.length < 2) return null;

  const current = data.managerLocations.find((m) => m.userId === userId)?.locationIds ?? [];
  const names = data.locations.filter((l) => current.includes(l.id)).map((l) => l.name);
  const summary = names.length === 0 ? "All locations" : names.join(", ");

  const submit = async (ids: string[]) => {
    setError("");
    try {
      await save({ variables: { userId, locationIds: ids } });
      setEditing(null);
    } catch (err) {
      setError(errorMessage(err, "Could not save the locations"));
    }
  };

  if (editing === null) {
    return (
      <span className="staff__locations">
        <span>{summary}</span>{" "}
        <button type="button" className="btn btn--small btn--secondary" onClick={() => setEditing(current)}>
          Locations<span className="visually-hidden"> managed by {name}</span>
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
        <legend>Locations {name} manages (none ticked: all)</legend>
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
        Save locations
      </button>{" "}
      <button type="button" className="btn btn--small btn--secondary" onClick={() => setEditing(null)}>
        Cancel
      </button>
    </form>
  );
}
