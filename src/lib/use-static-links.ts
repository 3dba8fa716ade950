import { useEffect } from "react";
import { useNavigate } from "react-router";

import { followAnchorOnPage } from "./follow-link.ts";

/** A link to a page of the site: a path, not a file ("/reports/….pdf") and not "#anchor" alone. */
function pagePath(link: HTMLAnchorElement): URL | undefined {
  const href = link.getAttribute("href") ?? "";
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return undefined;
  const to = new URL(link.href);
  return /\.\w+$/.test(to.pathname) ? undefined : to;
}

/**
 * Links in markup React Router did not render (static parts, the footer, islands: docs/
 * decisions/012) move between pages in the browser, as a router link does: the page's data
 * comes, not a whole new document, and an "#anchor" on the page shown is scrolled to smoothly.
 * Listened to on the window, so a link React handles itself has already said so
 * (defaultPrevented); "#anchor" links and links to files stay the browser's.
 */
export function useStaticLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const to = link instanceof HTMLAnchorElement ? pagePath(link) : undefined;
      if (!to) return;
      event.preventDefault();
      if (followAnchorOnPage(to, window.location, navigate)) return;
      const path = `${to.pathname}${to.search}${to.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(path, { replace: path === here });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
