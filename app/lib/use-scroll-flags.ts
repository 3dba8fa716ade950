import { useSyncExternalStore } from "react";

import { DEEP_AFTER, SCROLLED_AFTER, SCROLL_TOP_AFTER } from "./scroll.ts";

const SCROLLED = 1;
const DEEP = 2;
const SHOW_TOP = 4;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

// A bitmask changes only when a threshold is crossed, so scrolling re-renders nothing in between.
function snapshot() {
  const y = window.scrollY;
  return (y > SCROLLED_AFTER ? SCROLLED : 0) | (y > DEEP_AFTER ? DEEP : 0) | (y > SCROLL_TOP_AFTER ? SHOW_TOP : 0);
}

export function useScrollFlags() {
  const flags = useSyncExternalStore(subscribe, snapshot, () => 0);
  return {
    scrolled: (flags & SCROLLED) !== 0,
    deep: (flags & DEEP) !== 0,
    showScrollTop: (flags & SHOW_TOP) !== 0,
  };
}
