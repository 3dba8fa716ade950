import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

import { restoreScrollY, scrollToHash, scrollToTop } from "./scroll.ts";

/**
 * SPEC 2: a link to another page scrolls smoothly to the top, or to the "#anchor" it names.
 * Back and Forward return at once to where the visitor was on that history entry, as browsers
 * do between documents (docs/decisions/009).
 */
export function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // Where the visitor last was on each history entry of this document, by React Router's key.
  const positions = useRef<Record<string, number>>({});
  const shown = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    // Otherwise the browser restores a position as soon as Back is pressed, over the page being left.
    history.scrollRestoration = "manual";
    const record = () => {
      if (shown.current) positions.current[shown.current.key] = window.scrollY;
    };
    // A reload, or a return from another site, is the browser's to restore, before any script runs.
    const leave = () => (history.scrollRestoration = "auto");
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) history.scrollRestoration = "manual";
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", leave);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", leave);
      window.removeEventListener("pageshow", back);
      leave();
    };
  }, []);

  // Back and Forward restore before paint, so the page never shows at the wrong position first.
  const moved = useRef(false);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname };
    const saved = positions.current[key];
    moved.current = previous !== null && navigationType === "POP" && saved !== undefined;
    if (moved.current && saved !== undefined) restoreScrollY(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // A link scrolls after paint: started earlier, the smooth scroll would stop where the new
  // page's height first cuts the old position short.
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    if (moved.current) return;
    if (previousPath === null) {
      if (hash) scrollToHash(hash);
    } else if (previousPath !== pathname && (!hash || !scrollToHash(hash))) {
      // A move to an anchor on the same page is scrolled by the link itself (SiteLink).
      scrollToTop();
    }
    // Only a new history entry moves the page; the rest is read from the render that made it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
