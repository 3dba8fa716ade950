import { ArrowUp } from "lucide-react";

import { interfaceText } from "#app/content/interface.ts";
import { scrollToTop } from "#app/lib/scroll.ts";
import { useShowScrollTop } from "#app/lib/use-scroll-flags.ts";

import { Prerendered } from "./prerendered.tsx";

/**
 * Bottom-left; visible only once the page is scrolled more than 30 px. Below 640 px it is a tab
 * docked to the screen's edge, narrower than the inset of every form field, so it never covers
 * one (an open dialog lies above it anyway).
 */
export function ScrollToTop() {
  const showScrollTop = useShowScrollTop();
  return (
    <button
      type="button"
      aria-label={interfaceText.scrollToTop}
      hidden={!showScrollTop}
      onClick={() => {
        // Hiding a focused button cancels Chromium's smooth scroll, so focus moves to the page first.
        document.getElementById("main")?.focus({ preventScroll: true });
        scrollToTop();
      }}
      className="fixed bottom-4 left-0 z-40 flex h-11 w-8 items-center justify-center rounded-r-full bg-ink-900 text-white shadow-xl ring-1 shadow-black/25 ring-white/15 transition-colors hover:bg-ink-700 sm:bottom-5 sm:left-4 sm:w-11 sm:rounded-full"
    >
      <Prerendered className="size-5">
        {import.meta.env.SSR && <ArrowUp className="size-full" aria-hidden="true" />}
      </Prerendered>
    </button>
  );
}
