import { useEffect, useRef } from "react";

/**
 * Waits for the week being read (fetching) to arrive before an edit is sent. An answer
 * that left before the edit and arrived after it would replace the edit's merged answer
 * with the week as it was: a shift just removed would come back.
 */
export function useAfterRead(fetching: boolean): () => Promise<void> {
  const reading = useRef(fetching);
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    reading.current = fetching;
    if (!fetching) for (const go of waiting.current.splice(0)) go();
  }, [fetching]);
  return () => (reading.current ? new Promise<void>((go) => waiting.current.push(go)) : Promise.resolve());
}
