import { Outlet } from "react-router";

import { navLabels } from "#src/content/navigation.ts";
import { Toasts } from "#src/components/ui/toasts.tsx";
import { useScrollOnNavigation } from "#src/lib/use-scroll-on-navigation.ts";
import { useStaticLinks } from "#src/lib/use-static-links.ts";

import { Prerendered } from "./prerendered.tsx";
import { ScrollProgress } from "./scroll-progress.tsx";
import { ScrollToTop } from "./scroll-to-top.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useHeader } from "./use-header.ts";

/** SPEC 2: every route sits inside header, page outlet and footer. */
export default function SiteLayout() {
  useScrollOnNavigation();
  useStaticLinks();
  useHeader();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {navLabels.skipLink}
      </a>
      {/* The build's markup; useHeader brings it to life. */}
      <Prerendered as="div" className="contents">
        {import.meta.env.SSR && <SiteHeader />}
      </Prerendered>
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      {/* The same on every page and never redrawn: the build's markup alone. The page's
          loader brings the progress bar and the scroll-to-top button to life, before and
          without the framework. */}
      <Prerendered as="div" className="contents">
        {import.meta.env.SSR && (
          <>
            <SiteFooter />
            <ScrollProgress />
            <ScrollToTop />
          </>
        )}
      </Prerendered>
      <Toasts />
    </>
  );
}
