import { useSyncExternalStore } from "react";

import { DEEP_AFTER, SCROLLED_AFTER, SCROLL_TOP_AFTER } from "./scroll.ts";

/** The spec's scroll thresholds, read from where the page is now. */
export function scrollFlags() {
  const y = window.scrollY;
  return { scrolled: y > SCROLLED_AFTER, deep: y > DEEP_AFTER, showScrollTop: y > SCROLL_TOP_AFTER };
}

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/** Whether the scroll-to-top button shows: a boolean changes only as the threshold is crossed, so scrolling re-renders nothing in between. */
export function useShowScrollTop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollFlags().showScrollTop,
    () => false,
  );
}
