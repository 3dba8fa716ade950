import { useLayoutEffect, useRef } from "react";

/**
 * A ref for the heading of an answer that replaces what was pressed: it takes focus as it
 * appears, so a screen reader reads the answer at once, and is scrolled to the middle of the
 * window, where neither the header nor the layout's shift as the form goes can hide it.
 */
export function useAnnouncedHeading<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  useLayoutEffect(() => {
    heading.current?.focus({ preventScroll: true });
    // After the browser's own scroll anchoring has answered the shorter page.
    const frame = requestAnimationFrame(() => heading.current?.scrollIntoView({ block: "center" }));
    return () => cancelAnimationFrame(frame);
  }, []);
  return heading;
}
