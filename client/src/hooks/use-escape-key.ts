import { useEffect, useRef } from "react";

/**
 * Calls onEscape when Escape is pressed inside the returned ref's element (a form or a
 * panel): the keyboard's way to cancel it, listened for on the container so every field
 * inside gets it.
 */
export function useEscapeKey<T extends HTMLElement>(onEscape: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const listener = (e: KeyboardEvent) => {
      if (e.key === "Escape") latest.current();
    };
    el.addEventListener("keydown", listener);
    return () => el.removeEventListener("keydown", listener);
  }, []);
  return ref;
}
