// Approving time off that clashes with the person's shifts asks what becomes of each
// (post it as an open shift, unassign it, keep it) before the approval is sent, so the
// decision states its consequences instead of leaving the schedule wrong.
import { useCallback, useId, useState, type ReactNode } from "react";
import { useApolloClient } from "@apollo/client/react";
import { TimeOffClashesDocument, type ShiftAction, type ShiftChoice, type TimeOffClashesQuery } from "@/gql/graphql";
import { formatDate, formatTimeRange } from "@/lib/i18n-format";
import { useCommonT } from "@/lib/common-i18n";
import { useModalDialog } from "@/lib/use-modal-dialog";
import "./clash-dialog.css";

type Clash = TimeOffClashesQuery["timeOffClashes"][number];
type Asked = { who: string; clashes: Clash[]; resolve: (choices: ShiftChoice[] | null) => void };

const ACTIONS: ShiftAction[] = ["OPEN", "UNASSIGN", "KEEP"];

/**
 * choose(requestId, who) resolves the choices for the request's clashing shifts: none when
 * nothing clashes, null when the manager cancels. Render `dialog` where the hook is used.
 */
export function useClashChoices(): { choose: (id: string, who: string) => Promise<ShiftChoice[] | null>; dialog: ReactNode } {
  const client = useApolloClient();
  const [asked, setAsked] = useState<Asked | null>(null);
  const choose = useCallback(
    async (id: string, who: string) => {
      const { data } = await client.query({ query: TimeOffClashesDocument, variables: { id }, fetchPolicy: "network-only" });
      const clashes = data?.timeOffClashes ?? [];
      if (clashes.length === 0) return [];
      return new Promise<ShiftChoice[] | null>((resolve) => setAsked({ who, clashes, resolve }));
    },
    [client],
  );
  const dialog = asked && (
    <ClashDialog
      asked={asked}
      onAnswer={(choices) => {
        asked.resolve(choices);
        setAsked(null);
      }}
    />
  );
  return { choose, dialog };
}

function ClashDialog({ asked, onAnswer }: { asked: Asked; onAnswer: (choices: ShiftChoice[] | null) => void }) {
  const ref = useModalDialog();
  const id = useId();
  const [actions, setActions] = useState<Record<string, ShiftAction>>(() =>
    Object.fromEntries(asked.clashes.map((c) => [c.shift.id, "OPEN" as ShiftAction])),
  );

  const { t } = useCommonT();
  const title = t("common.clash.title", { who: asked.who });
  return (
    <dialog
      ref={ref}
      className="question"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-detail`}
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(null);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer(asked.clashes.map((c) => ({ shiftId: c.shift.id, action: actions[c.shift.id] })));
        }}
      >
        <h2 id={`${id}-title`} className="question__title">
          {title}
        </h2>
        <p id={`${id}-detail`}>
          {t("common.clash.inside", { count: asked.clashes.length })} {t("common.clash.choose")}
        </p>
        {asked.clashes.map((c) => {
          const when = `${formatDate(c.shift.date)} ${formatTimeRange(c.shift.startTime, c.shift.endTime)}`;
          const label = c.draft ? t("common.clash.draft", { when }) : when;
          return (
            <fieldset key={c.shift.id} className="clash">
              <legend>{label}</legend>
              {ACTIONS.map((a) => (
                <label key={a} className="clash__choice">
                  <input
                    type="radio"
                    name={`${id}-${c.shift.id}`}
                    value={a}
                    checked={actions[c.shift.id] === a}
                    onChange={() => setActions({ ...actions, [c.shift.id]: a })}
                  />{" "}
                  {t(`common.clash.action.${a}`)}
                </label>
              ))}
            </fieldset>
          );
        })}
        <div className="btn-row question__buttons">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the safe choice takes focus when the dialog opens */}
          <button type="button" className="btn btn--secondary" autoFocus onClick={() => onAnswer(null)}>
            {t("shell.cancel")}
          </button>
          <button type="submit" className="btn btn--success">
            {t("common.clash.approve")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
