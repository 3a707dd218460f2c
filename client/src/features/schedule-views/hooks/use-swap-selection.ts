import { useCallback, useEffect, useReducer } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage } from "@/lib/errors";
import { useRequestSwap } from "../api/schedule-views";
import { initialSwapSelection, swapConfirmText, swapSelectionReducer, type SelectableShift, type SwapSelectionState } from "../utils/swap-selection";
import { useConfirm, useNotice } from "@/components/feedback";
import { useT } from "../i18n";

/**
 * The swap selection of one week (utils/swap-selection.ts) with its side effects carried
 * out: the alert, or the confirm and the request, then /swaps. A new week starts empty.
 */
export function useSwapSelection(
  weekFrom: string,
  meId: string,
  today: string,
): [SwapSelectionState, (shift: SelectableShift) => void] {
  const { t } = useT();
  const navigate = useNavigate();
  const [requestSwap] = useRequestSwap();
  const ask = useConfirm();
  const notice = useNotice();
  const [selection, dispatch] = useReducer(swapSelectionReducer, initialSwapSelection);

  useEffect(() => {
    dispatch({ type: "reset" });
  }, [weekFrom]);

  const prompt = selection.prompt;
  useEffect(() => {
    if (!prompt) return;
    if (prompt.kind === "selectOwnFirst") {
      notice.failed(t("scheduleViews.swap.selectOwnFirst"));
      dispatch({ type: "dismiss" });
      return;
    }
    // A later run of this effect (a new prompt, or React re-running it) owns the answer.
    let live = true;
    const { title, detail } = swapConfirmText(t, prompt.mine, prompt.target);
    void ask({ title, detail, action: t("scheduleViews.swap.action") }).then((sure) => {
      if (!live) return;
      if (!sure) {
        dispatch({ type: "cancel" });
        return;
      }
      dispatch({ type: "confirm" });
      requestSwap({ variables: { shiftId: prompt.mine.id, targetShiftId: prompt.target.id } })
        .then(() => {
          dispatch({ type: "done" });
          notice.done(t("scheduleViews.swap.submitted"));
          navigate("/swaps");
        })
        .catch((err: unknown) => {
          dispatch({ type: "failed" });
          notice.failed(errorMessage(err, t("scheduleViews.swap.failed")));
        });
    });
    return () => {
      live = false;
    };
  }, [prompt, ask, notice, requestSwap, navigate, t]);

  // Stable, so that the memoised week is not drawn again on every render of the page.
  const click = useCallback((shift: SelectableShift) => dispatch({ type: "click", shift, meId, today }), [meId, today]);
  return [selection, click];
}
