import { useId, useState, type FormEvent } from "react";
import { TextField } from "@/components/form-fields";
import type { PositionFieldsFragment } from "@/gql/graphql";
import { errorMessage } from "@/lib/errors";
import { useArchivePosition, useDeletePosition, useSavePosition, useWorkplace } from "../api/workplace";
import { ItemActions } from "./item-actions";
import { useWorkplaceT } from "../i18n";

type Draft = { id?: string; name: string; colour: string };
const empty: Draft = { name: "", colour: "#1f77b4" };

/** Positions: kinds of work, each with the colour shifts are shown in. */
export function PositionsSection() {
  const { data } = useWorkplace();
  const [draft, setDraft] = useState<Draft>(empty);
  const [archive] = useArchivePosition();
  const [remove] = useDeletePosition();
  const { t } = useWorkplaceT();
  const edit = (p: PositionFieldsFragment) => setDraft({ id: p.id, name: p.name, colour: p.colour });

  return (
    <>
      <PositionForm key={draft.id ?? "new"} draft={draft} onDone={() => setDraft(empty)} />
      {data?.positions.length === 0 && <p>{t("workplace.position.none")}</p>}
      <ul className="workplace__list" aria-label={t("workplace.tab.positions")}>
        {data?.positions.map((p) => (
          <li key={p.id} className="workplace__item" aria-label={p.name}>
            <div>
              <span className="workplace__swatch" style={{ background: p.colour }} aria-hidden="true" />
              <strong>{p.name}</strong> {p.archived && <span className="muted">{t("workplace.archived")}</span>}
            </div>
            <ItemActions
              name={p.name}
              archived={p.archived}
              onEdit={() => edit(p)}
              onArchive={(archived) => archive({ variables: { id: p.id, archived } })}
              onDelete={() => remove({ variables: { id: p.id } })}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function PositionForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const [value, setValue] = useState(draft);
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useSavePosition();
  const { t } = useWorkplaceT();
  const colourId = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const sent = value;
    try {
      await save({ variables: { input: { id: draft.id, name: value.name, colour: value.colour } } });
      // Empty for the next one, unless the next one was typed while this one was saving.
      setValue((now) => (now === sent ? empty : now));
      onDone();
    } catch (err) {
      setError(errorMessage(err, t("workplace.position.saveFailed")));
    }
  };
  return (
    <form className="form workplace__form" onSubmit={submit} aria-label={draft.id ? t("workplace.editLabel", { name: draft.name }) : t("workplace.position.addLabel")}>
      <TextField label={t("workplace.position.name")} required value={value.name} onChange={(name) => setValue({ ...value, name })} />
      <div className="field">
        <label htmlFor={colourId}>{t("workplace.position.colour")}</label>
        <input
          id={colourId}
          type="color"
          value={value.colour}
          onChange={(e) => setValue({ ...value, colour: e.target.value })}
        />
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="btn-row">
        <button type="submit" className="btn" disabled={loading}>
          {draft.id ? t("workplace.position.save") : t("workplace.position.add")}
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
