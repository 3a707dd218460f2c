// The sections of the workplace settings page, in order. A new section (rule sets,
// staffing requirements) is one more entry here.
import type { ComponentType } from "react";
import { LocationsSection } from "./locations-section";
import { PositionsSection } from "./positions-section";
import { ShiftTypesSection } from "./shift-types-section";
import { LanguageSection } from "./language-section";
import { GeneralSection } from "./general-section";
import { RetentionSection } from "./retention-section";

export type WorkplaceSection = {
  /** Its name in the address (/workplace?section=positions). */
  id: string;
  /** Its tab's name: a key of the workplace catalogue. */
  label: string;
  Component: ComponentType;
};

export const SECTIONS: WorkplaceSection[] = [
  { id: "locations", label: "workplace.tab.locations", Component: LocationsSection },
  { id: "positions", label: "workplace.tab.positions", Component: PositionsSection },
  { id: "shift-types", label: "workplace.tab.shiftTypes", Component: ShiftTypesSection },
  { id: "language", label: "workplace.tab.language", Component: LanguageSection },
  { id: "general", label: "workplace.tab.general", Component: GeneralSection },
  { id: "personal-data", label: "workplace.tab.personalData", Component: RetentionSection },
];
