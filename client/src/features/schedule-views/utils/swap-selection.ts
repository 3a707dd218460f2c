// The swap selection on the weekly schedule (SPEC section 4) as a pure reducer, so
// every click sequence can be tested without a browser. Side effects (the alert, the
// confirm prompt, the request) are described in `prompt` and carried out by the view,
// which words them in the person's language (swapConfirmText).
import type { TFunction } from "i18next";
import { formatDate, formatTimeRange } from "@/lib/i18n-format";

/** What the reducer needs to know about a shift. */
export type SelectableShift = {
  id: string;
  userId: string;
  userName: string;
  date: string;
  startTime: string;
  endTime: string;
};

export type SwapPrompt =
  | { kind: "selectOwnFirst" }
  | { kind: "confirm"; mine: SelectableShift; target: SelectableShift };

export type SwapSelectionState = {
  /** The signed-in user's shift chosen as the one to give away. */
  selected: SelectableShift | null;
  /** A prompt the view must show, then answer with an action. */
  prompt: SwapPrompt | null;
  /** True while the swap request is being sent. */
  submitting: boolean;
};

export type SwapSelectionAction =
  | { type: "click"; shift: SelectableShift; meId: string; today: string }
  | { type: "dismiss" }
  | { type: "confirm" }
  | { type: "cancel" }
  | { type: "done" }
  | { type: "failed" }
  | { type: "reset" };

export type ShiftLook = "mine" | "default" | "selected" | "targetable" | "disabled";

export const initialSwapSelection: SwapSelectionState = { selected: null, prompt: null, submitting: false };

/** A shift that has started its day in the past can no longer be swapped. */
export function isPast(shift: SelectableShift, today: string): boolean {
  return shift.date < today;
}

/** The confirm's question and the detail naming both shifts' dates and times. */
export function swapConfirmText(t: TFunction, mine: SelectableShift, target: SelectableShift): { title: string; detail: string } {
  const when = (s: SelectableShift) => `${formatDate(s.date)}, ${formatTimeRange(s.startTime, s.endTime)}`;
  return {
    title: t("scheduleViews.swap.confirmTitle", { name: target.userName }),
    detail: t("scheduleViews.swap.confirmDetail", { mine: when(mine), name: target.userName, theirs: when(target) }),
  };
}

export function swapSelectionReducer(state: SwapSelectionState, action: SwapSelectionAction): SwapSelectionState {
  switch (action.type) {
    case "click": {
      const { shift, meId, today } = action;
      if (state.submitting || state.prompt || isPast(shift, today)) return state;
      const mine = shift.userId === meId;
      if (!state.selected) {
        if (mine) return { ...state, selected: shift };
        return { ...state, prompt: { kind: "selectOwnFirst" } };
      }
      if (state.selected.id === shift.id) return { ...state, selected: null };
      if (mine) return { ...state, selected: shift };
      return {
        ...state,
        prompt: { kind: "confirm", mine: state.selected, target: shift },
      };
    }
    case "dismiss":
    case "cancel":
      return { ...state, prompt: null };
    case "confirm":
      if (state.prompt?.kind !== "confirm") return state;
      return { ...state, submitting: true };
    case "done":
      return initialSwapSelection;
    case "failed":
      return { ...state, prompt: null, submitting: false };
    case "reset":
      return initialSwapSelection;
  }
}

/** How a shift is drawn given the current selection. */
export function shiftLook(state: SwapSelectionState, shift: SelectableShift, meId: string, today: string): ShiftLook {
  if (state.submitting || isPast(shift, today)) return "disabled";
  if (state.selected?.id === shift.id) return "selected";
  if (shift.userId === meId) return "mine";
  if (state.selected) return "targetable";
  return "default";
}
