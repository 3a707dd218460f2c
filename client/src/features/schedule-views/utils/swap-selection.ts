// The swap selection on the weekly schedule (SPEC section 4) as a pure reducer, so
// every click sequence can be tested without a browser. Side effects (the alert, the
// confirm prompt, the request) are described in `prompt` and carried out by the view.
import { formatDate, formatTimeRange } from "@/lib/dates";

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
  | { kind: "alert"; message: string }
  | { kind: "confirm"; message: string; mine: SelectableShift; target: SelectableShift };

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

export const SELECT_OWN_FIRST = "Please select one of your own shifts first to initiate a swap.";

/** A shift that has started its day in the past can no longer be swapped. */
export function isPast(shift: SelectableShift, today: string): boolean {
  return shift.date < today;
}

/** The confirm text naming both shifts' dates and times. */
export function swapConfirmMessage(mine: SelectableShift, target: SelectableShift): string {
  return (
    `Request a swap with ${target.userName}?\n\n` +
    `Your shift: ${formatDate(mine.date)}, ${formatTimeRange(mine.startTime, mine.endTime)}\n` +
    `${target.userName}'s shift: ${formatDate(target.date)}, ${formatTimeRange(target.startTime, target.endTime)}`
  );
}

export function swapSelectionReducer(state: SwapSelectionState, action: SwapSelectionAction): SwapSelectionState {
  switch (action.type) {
    case "click": {
      const { shift, meId, today } = action;
      if (state.submitting || state.prompt || isPast(shift, today)) return state;
      const mine = shift.userId === meId;
      if (!state.selected) {
        if (mine) return { ...state, selected: shift };
        return { ...state, prompt: { kind: "alert", message: SELECT_OWN_FIRST } };
      }
      if (state.selected.id === shift.id) return { ...state, selected: null };
      if (mine) return { ...state, selected: shift };
      return {
        ...state,
        prompt: {
          kind: "confirm",
          message: swapConfirmMessage(state.selected, shift),
          mine: state.selected,
          target: shift,
        },
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
