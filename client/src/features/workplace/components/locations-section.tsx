import { useState, type FormEvent } from "react";
import { TextField } from "@/components/form-fields";
import type { LocationFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useArchiveLocation, useDeleteLocation, useSaveLocation, useWorkplace } from "../api/workplace";
import { ItemActions } from "./item-actions";
import { useWorkplaceT } from "../i18n";

type Draft = { id?: string; name: string; address: string };
const empty: Draft = { name: "", address: "" };

/** Locations: sites or departments, with an optional address. */
export function LocationsSection() {
  const { data } = useWorkplace();
  const [draft, setDraft] = useState<Draft>(empty);
  const [archive] = useArchiveLocation();
  const [remove] = useDeleteLocation();
  const { t } = useWorkplaceT();
  const edit = (l: LocationFieldsFragment) => setDraft({ id: l.id, name: l.name, address: l.address ?? "" });

  return (
    <>
      <LocationForm key={draft.id ?? "new"} draft={draft} onDone={() => setDraft(empty)} />
      {data?.locations.length === 0 && <p>{t("workplace.location.none")}</p>}
      <ul className="workplace__list" aria-label={t("workplace.tab.locations")}>
        {data?.locations.map((l) => (
          <li key={l.id} className="workplace__item" aria-label={l.name}>
            <div>
              <strong>{l.name}</strong> {l.archived && <span className="muted">{t("workplace.archived")}</span>}
              {l.address && <div className="muted">{l.address}</div>}
            </div>
            <ItemActions
              name={l.name}
              archived={l.archived}
              onEdit={() => edit(l)}
              onArchive={(archived) => archive({ variables: { id: l.id, archived } })}
              onDelete={() => remove({ variables: { id: l.id } })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function LocationForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSaveLocation();
  const { t } = useWorkplaceT();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const sent = value;
    try {
      await save({ variables: { input: { id: draft.id, name: value.name, address: value.address } } });
      // Empty for the next one, unless the next one was typed while this one was saving.
      setValue((now) => (now === sent ? empty : now));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("workplace.location.saveFailed")));
    }
  };
  return (
    <form className="form workplace__form" onSubmit={submit} aria-label={draft.id ? t("workplace.editLabel", { name: draft.name }) : t("workplace.location.addLabel")}>
      <TextField label={t("workplace.location.name")} required value={value.name} onChange={(name) => setValue({ ...value, name })} />
      <TextField label={t("workplace.location.address")} value={value.address} onChange={(address) => setValue({ ...value, address })} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {draft.id ? t("workplace.location.save") : t("workplace.location.add")}
        </button>
        {draft.id && (
          <button type="button" className="btn btn--secondary" onClick={onDone}>
            {t("shell.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
