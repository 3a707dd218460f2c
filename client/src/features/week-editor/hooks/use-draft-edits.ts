import { useEffect, useRef } from "react";
import type { EditorDraftFragment } from "@/gql/graphql";
import type { DayKeyName } from "@/lib/dates";
import { errorCode, errorMessage } from "@/lib/errors";
import { dateOfDay, touchedBy, useAddDraftShift, useCachedDraft, useRemoveDraftShift, useUpdateDraftShift } from "../api/draft";
import { DEFAULT_END, DEFAULT_START } from "../utils/uploader";
import { useNotice } from "@/components/feedback";
import { useT } from "../i18n";
import { useAfterRead } from "./use-after-read";

type Draft = EditorDraftFragment;
export type ShiftPatch = Partial<{ userId: string; startTime: string; endTime: string }>;

/**
 * Changes of the server's draft made one after another, each against the shift's latest
 * version (the answer of the one before), so quick edits never refuse each other as
 * stale. flush() resolves once every change asked for so far is done: publish after it.
 * While the week is being read (fetching), a change waits for the answer (useAfterRead).
 * placeOf says where a new shift of a person goes (undefined: no location).
 */
export function useDraftEdits(
  weekStarting: string,
  draft: Draft | undefined,
  refetch: () => unknown,
  fetching: boolean,
  placeOf: (userId: string) => string | undefined = () => undefined,
) {
  const { t } = useT();
  const [add] = useAddDraftShift();
  const [update] = useUpdateDraftShift();
  const [remove] = useRemoveDraftShift();
  // An edit answers only what it touched; the cache merges it into the week.
  const cached = useCachedDraft(weekStarting);
  const notice = useNotice();
  const latest = useRef(draft);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  // Declared after the effect above, so a change it lets go reads the answer's draft.
  const read = useAfterRead(fetching);

  const enqueue = (task: (d: Draft | undefined) => Promise<Draft | undefined>) => {
    queue.current = queue.current.then(read).then(async () => {
      try {
        latest.current = (await task(latest.current)) ?? latest.current;
      } catch (err) {
        notice.failed(errorMessage(err, t("weekEditor.failed.change")));
        if (errorCode(err) === "CONFLICT") void refetch();
      }
    });
  };

  return {
    /** Adds a 09:00-17:00 shift for userId, at placeOf(userId). When the server refuses the person (they left
     * since the list was read), repick reads the list again and names someone else. */
    add: (dayKey: DayKeyName, userId: string, repick?: () => Promise<string | undefined>) =>
      enqueue(async () => {
        const addFor = async (who: string) => {
          const input = { weekStarting, dayKey, userId: who, startTime: DEFAULT_START, endTime: DEFAULT_END, locationId: placeOf(who) };
          await add({ variables: { input, ...touchedBy(null, null, { userId: who, date: dateOfDay(weekStarting, dayKey) }) } });
        };
        try {
          await addFor(userId);
        } catch (err) {
          const other = errorCode(err) === "BAD_USER_INPUT" && repick ? await repick() : undefined;
          if (!other || other === userId) throw err;
          await addFor(other);
        }
        return cached() ?? undefined;
      }),
    update: (id: string, patch: ShiftPatch) =>
      enqueue(async (d) => {
        const s = d?.shifts.find((x) => x.id === id);
        if (!s?.userId) return d;
        const input = { weekStarting, id, version: s.version, dayKey: s.dayKey, userId: s.userId, startTime: s.startTime, endTime: s.endTime };
        const after = { userId: patch.userId ?? s.userId, date: s.date };
        await update({ variables: { input: { ...input, ...patch }, ...touchedBy(id, s, after) } });
        return cached() ?? undefined;
      }),
    remove: (id: string) =>
      enqueue(async (d) => {
        const s = d?.shifts.find((x) => x.id === id);
        if (!s) return d;
        await remove({ variables: { week: weekStarting, id, version: s.version, ...touchedBy(id, s, null) } });
        return cached() ?? undefined;
      }),
    flush: () => queue.current,
  };
}
