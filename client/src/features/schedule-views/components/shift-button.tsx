import { formatTimeRange } from "@/lib/dates";
import { shiftLook, type SwapSelectionState } from "../utils/swap-selection";
import type { WeekShift } from "./week-table";

type Props = {
  shift: WeekShift;
  selection: SwapSelectionState;
  meId: string;
  today: string;
  onClick: (shift: WeekShift) => void;
};

/** One shift of the week, pressable for a swap; the table and the phone agenda share it. */
export function ShiftButton({ shift, selection, meId, today, onClick }: Props) {
  const look = shiftLook(selection, shift, meId, today);
  return (
    <button
      type="button"
      className={`shift shift--${look}`}
      aria-pressed={look === "selected"}
      disabled={look === "disabled"}
      onClick={() => onClick(shift)}
    >
      <span className="shift__name">{shift.userName}</span>{" "}
      <span className="shift__time">{formatTimeRange(shift.startTime, shift.endTime)}</span>
    </button>
  );
}
