import { useEffect, useRef, useState } from "react";

/**
 * Whether the element has come near the screen yet (and stays true after): for a long
 * list whose rows each ask the server something, so that only the rows a person scrolls
 * to ask. Without IntersectionObserver every row counts as seen.
 */
export function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}
