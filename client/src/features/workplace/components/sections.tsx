// The sections of the workplace settings page, in order. A new section (rule sets,
// staffing requirements) is one more entry here.
import type { ComponentType } from "react";
import { LocationsSection } from "./locations-section";
import { PositionsSection } from "./positions-section";
import { ShiftTypesSection } from "./shift-types-section";

export type WorkplaceSection = {
  /** Its name in the address (/workplace?section=positions). */
  id: string;
  label: string;
  Component: ComponentType;
};

export const SECTIONS: WorkplaceSection[] = [
  { id: "locations", label: "Locations", Component: LocationsSection },
  { id: "positions", label: "Positions", Component: PositionsSection },
  { id: "shift-types", label: "Shift types", Component: ShiftTypesSection },
];
