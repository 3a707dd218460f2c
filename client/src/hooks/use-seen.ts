import { useEffect, useState } from "react";

/**
 * Whether the element has come near the screen yet (and stays true after): for a long
 * list whose rows each ask the server something, so that only the rows a person scrolls
 * to ask. Without IntersectionObserver every row counts as seen.
 *
 * The ref is a callback that keeps the element in state, so an element that appears after
 * the first render (a row waiting for other data first) is still watched: a ref object's
 * change would not run the effect again, and the row would never ask.
 */
export function useSeen<T extends Element>(): [(el: T | null) => void, boolean] {
  const [el, setEl] = useState<T | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, el]);
  return [setEl, seen];
}
