// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { useSeen } from "./use-seen";

// A stand-in for the browser's IntersectionObserver: the test says when an element is near.
const watched: { el: Element; near: () => void }[] = [];
class FakeObserver {
  constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(el: Element) {
    watched.push({ el, near: () => this.cb([{ isIntersecting: true }]) });
  }
  disconnect() {}
}

/** A row whose element appears only once `ready` is set, as a row waiting for other data does. */
function Row({ ready }: { ready: boolean }) {
  const [ref, seen] = useSeen<HTMLParagraphElement>();
  if (!ready) return null;
  return <p ref={ref}>{seen ? "asked" : "waiting"}</p>;
}

function Harness() {
  const [ready, setReady] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setReady(true)}>
        ready
      </button>
      <Row ready={ready} />
    </>
  );
}

describe("useSeen", () => {
  afterEach(() => {
    watched.length = 0;
    vi.unstubAllGlobals();
  });

  it("watches an element that appears after the first render, and says seen once it is near", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<Harness />);
    expect(watched).toHaveLength(0);
    act(() => screen.getByRole("button", { name: "ready" }).click());
    expect(screen.getByText("waiting")).toBeTruthy();
    expect(watched).toHaveLength(1);
    act(() => watched[0].near());
    expect(screen.getByText("asked")).toBeTruthy();
  });
});
