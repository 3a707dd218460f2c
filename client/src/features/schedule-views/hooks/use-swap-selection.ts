import { useCallback, useEffect, useReducer } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { useRequestSwap } from "../api/schedule-views";
import { initialSwapSelection, swapSelectionReducer, type SelectableShift, type SwapSelectionState } from "../utils/swap-selection";
import { useConfirm, useNotice } from "@/components/feedback";

export const SWAP_SUBMITTED = 'Swap request submitted! You can check its status on the "Shift Swaps" page.';

/**
 * The swap selection of one week (utils/swap-selection.ts) with its side effects carried
 * out: the alert, or the confirm and the request, then /swaps. A new week starts empty.
 */
export function useSwapSelection(
  friday: string,
  meId: string,
  today: string,
): [SwapSelectionState, (shift: SelectableShift) => void] {
  const navigate = useNavigate();
  const [requestSwap] = useRequestSwap();
  const ask = useConfirm();
  const notice = useNotice();
  const [selection, dispatch] = useReducer(swapSelectionReducer, initialSwapSelection);

  useEffect(() => {
    dispatch({ type: "reset" });
  }, [friday]);

  const prompt = selection.prompt;
  useEffect(() => {
    if (!prompt) return;
    if (prompt.kind === "alert") {
      notice.failed(prompt.message);
      dispatch({ type: "dismiss" });
      return;
    }
    // A later run of this effect (a new prompt, or React re-running it) owns the answer.
    let live = true;
    const [title, ...detail] = prompt.message.split("\n\n");
    void ask({ title, detail: detail.join("\n\n"), action: "Request swap" }).then((sure) => {
      if (!live) return;
      if (!sure) {
        dispatch({ type: "cancel" });
        return;
      }
      dispatch({ type: "confirm" });
      requestSwap({ variables: { shiftId: prompt.mine.id, targetShiftId: prompt.target.id } })
        .then(() => {
          dispatch({ type: "done" });
          notice.done(SWAP_SUBMITTED);
          navigate("/swaps");
        })
        .catch((err: unknown) => {
          dispatch({ type: "failed" });
          notice.failed(errorMessage(err, "Failed to create swap request"));
        });
    });
    return () => {
      live = false;
    };
  }, [prompt, ask, notice, requestSwap, navigate]);

  // Stable, so that the memoised week is not drawn again on every render of the page.
  const click = useCallback((shift: SelectableShift) => dispatch({ type: "click", shift, meId, today }), [meId, today]);
  return [selection, click];
}
