import { useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";

import { Toasts } from "#app/components/ui/toasts.tsx";
import { scrollToHash, scrollToTop } from "#app/lib/scroll.ts";

import { ScrollProgress } from "./scroll-progress.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** SPEC 2: every route sits inside header, page outlet and footer. */
export default function SiteLayout() {
  useScrollOnNavigation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollProgress />
      <ScrollToTop />
      <Toasts />
    </>
  );
}

/** Smooth scroll to the top on every route change, or to the "#anchor" the link named. */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (hash) scrollToHash(hash);
      return;
    }
    if (!hash || !scrollToHash(hash)) scrollToTop();
    // A hash change on the same page is handled by SiteLink; only a new page scrolls here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
