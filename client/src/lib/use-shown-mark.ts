// A Performance API mark the first time a page has its data on screen, so that a
// browser measurement (the benchmark's, devtools/bench) times what a person waits for.
import { useEffect } from "react";

/** Marks `name` once per page load, after the first render with `shown` true. */
export function useShownMark(name: string, shown: boolean) {
  useEffect(() => {
    if (shown && typeof performance !== "undefined" && performance.getEntriesByName(name, "mark").length === 0) {
      performance.mark(name);
    }
  }, [name, shown]);
}
