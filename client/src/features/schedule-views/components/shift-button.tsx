import { formatTimeRange } from "@/lib/i18n-format";
import { shiftPlace, type WorkplaceNames } from "@/lib/workplace-names";
import { shiftLook, type SwapSelectionState } from "../utils/swap-selection";
import type { WeekShift } from "./week-table";

type Props = {
  shift: WeekShift;
  selection: SwapSelectionState;
  meId: string;
  today: string;
  onClick: (shift: WeekShift) => void;
  names: WorkplaceNames;
};

/** One shift of the week, pressable for a swap; the table and the phone agenda share it. */
export function ShiftButton({ shift, selection, meId, today, onClick, names }: Props) {
  const look = shiftLook(selection, shift, meId, today);
  const { position, location, label } = shiftPlace(names, shift.positionId, shift.locationId);
  return (
    <button
      type="button"
      className={`shift shift--${look}`}
      aria-pressed={look === "selected"}
      disabled={look === "disabled"}
      onClick={() => onClick(shift)}
      style={position ? { borderLeft: `6px solid ${position.colour}` } : undefined}
    >
      <span className="shift__name">{shift.userName}</span>{" "}
      <span className="shift__time">{formatTimeRange(shift.startTime, shift.endTime)}</span>
      {(position || location) && (
        <>
          {" "}
          <span className="shift__place">{label}</span>
        </>
      )}
    </button>
  );
}
