import { ArrowUp } from "lucide-react";

import { interfaceText } from "#src/content/interface.ts";

/**
 * Bottom-left; visible only once the page is scrolled more than 30 px. Below 640 px it is a tab
 * docked to the screen's edge, narrower than the inset of every form field, so it never covers
 * one (an open dialog lies above it anyway). Markup only: src/scripts/scroll-to-top.ts shows it
 * and makes it return to the top.
 */
export function ScrollToTop() {
  return (
    <button
      type="button"
      data-scroll-to-top=""
      aria-label={interfaceText.scrollToTop}
      hidden
      className="fixed bottom-4 left-0 z-40 flex h-11 w-8 items-center justify-center rounded-r-full bg-ink-900 text-white shadow-xl ring-1 shadow-black/25 ring-white/15 transition-colors hover:bg-ink-700 sm:bottom-5 sm:left-4 sm:w-11 sm:rounded-full"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
