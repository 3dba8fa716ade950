import { ArrowUp } from "lucide-react";

import { scrollToTop } from "#app/lib/scroll.ts";
import { useScrollFlags } from "#app/lib/use-scroll-flags.ts";

/** Bottom-left; visible only once the page is scrolled more than 30 px. */
export function ScrollToTop() {
  const { showScrollTop } = useScrollFlags();
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      hidden={!showScrollTop}
      onClick={() => {
        // Hiding a focused button cancels Chromium's smooth scroll, so focus moves to the page first.
        document.getElementById("main")?.focus({ preventScroll: true });
        scrollToTop();
      }}
      className="fixed bottom-5 left-5 z-40 flex size-11 items-center justify-center rounded-full bg-ink-900 text-white shadow-xl ring-1 shadow-black/25 ring-white/15 transition-colors hover:bg-ink-700"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
