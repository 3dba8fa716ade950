import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

const SELECTOR = "link[data-full-stylesheet]";

/**
 * A built page carries only the rules it can use (scripts/page-stylesheet.ts). Once it has
 * hydrated, the whole stylesheet loads for print only, so the browser fetches and parses it
 * without restyling the page; the first move to another page turns it on for all media in the
 * commit that shows that page, before it paints.
 */
export function useFullStylesheet(href: string) {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  useEffect(() => {
    // `npm run dev` links the whole stylesheet already.
    if (import.meta.env.DEV || document.querySelector(SELECTOR)) return;
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href, media: "print" });
    link.dataset.fullStylesheet = "";
    document.head.append(link);
  }, [href]);

  useLayoutEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    const link = document.querySelector<HTMLLinkElement>(SELECTOR);
    if (link) link.media = "all";
  }, [pathname]);
}
