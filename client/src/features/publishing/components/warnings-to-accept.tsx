import { useId } from "react";
import type { ConflictCode } from "@/gql/graphql";
import type { WarningGroup } from "../utils/warning-groups";
import { useT } from "../i18n";

type Props = {
  groups: readonly WarningGroup[];
  /** The kinds accepted, by code. */
  accepted: ReadonlySet<ConflictCode>;
  onAccept: (kinds: ReadonlySet<ConflictCode>) => void;
};

/** A dry run's warnings by kind, serious kinds first: one tick accepts a whole kind, one more all of them. */
export function WarningsToAccept({ groups, accepted, onAccept }: Props) {
  const { t } = useT();
  const total = groups.reduce((n, g) => n + g.warnings.length, 0);
  const toggle = (code: ConflictCode, on: boolean) => {
    const next = new Set(accepted);
    if (on) next.add(code);
    else next.delete(code);
    onAccept(next);
  };
  return (
    <fieldset className="publish-dialog__warnings">
      <legend>{t("publishing.warningsToAccept")}</legend>
      {groups.length > 1 && (
        <label className="publish-dialog__accept-all">
          <input
            type="checkbox"
            checked={groups.every((g) => accepted.has(g.code))}
            onChange={(e) => onAccept(new Set(e.target.checked ? groups.map((g) => g.code) : []))}
          />{" "}
          {t("publishing.acceptAll", { count: total })}
        </label>
      )}
      {groups.map((g) => (
        <KindGroup key={g.code} group={g} checked={accepted.has(g.code)} onChange={(on) => toggle(g.code, on)} />
      ))}
    </fieldset>
  );
}

/** How many warnings of a kind show before "Show more": serious ones are worth reading. */
const SHOWN = { serious: 5, other: 3 };

type GroupProps = { group: WarningGroup; checked: boolean; onChange: (on: boolean) => void };

/** One kind of warning: its name and count, its tick, and its first few sentences. */
function KindGroup({ group, checked, onChange }: GroupProps) {
  const { t } = useT();
  const id = useId();
  const kind = t(`publishing.kind.${group.code}`);
  const count = group.warnings.length;
  const shown = group.serious ? SHOWN.serious : SHOWN.other;
  const sentences = (list: typeof group.warnings) => (
    <ul className="publish-dialog__sentences">
      {list.map((w) => (
        <li key={w.key}>{w.message}</li>
      ))}
    </ul>
  );
  return (
    <section
      className={`publish-dialog__kind${group.serious ? " publish-dialog__kind--serious" : ""}`}
      role="group"
      aria-labelledby={`${id}-name`}
    >
      <p id={`${id}-name`} className="publish-dialog__kind-name">
        {t(group.serious ? "publishing.seriousKind" : "publishing.kindCount", { kind, count })}
      </p>
      <label className="publish-dialog__warning">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {t("publishing.acceptKind", { kind, count })}
      </label>
      {sentences(group.warnings.slice(0, shown))}
      {count > shown && (
        <details>
          <summary>{t("publishing.showMore", { count: count - shown })}</summary>
          {sentences(group.warnings.slice(shown))}
        </details>
      )}
    </section>
  );
}
