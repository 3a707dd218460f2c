// The time-clock area's texts: English with this code, the other languages loaded when shown.
import en from "@/locales/en/time-clock.json";
import { areaTranslation } from "@/lib/i18n";
import { formatTime } from "@/lib/i18n-format";

export const useT = areaTranslation(en, import.meta.glob("@/locales/{es,de,fr,ar}/time-clock.json", { import: "default" }));

/** A moment's time of day here, in the language and on its clock. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return formatTime(d.getHours() * 60 + d.getMinutes());
}
