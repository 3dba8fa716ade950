import { Menu, X } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { headerCta, hiringBadge, mainNav } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { useScrollFlags } from "#app/lib/use-scroll-flags.ts";

import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";

export function SiteHeader() {
  const { scrolled, deep } = useScrollFlags();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;

  const closeMenu = useCallback(() => setOpenOn(null), []);

  return (
    <header
      data-scrolled={scrolled}
      data-deep={deep}
      className={cn(
        "site-header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,height] duration-300",
        scrolled || menuOpen
          ? "bg-ink-900/90 shadow-lg shadow-black/20 backdrop-blur-md"
          : // A veil rather than nothing, so the links keep their contrast over any hero glow.
            "bg-linear-to-b from-ink-900/70 to-transparent",
        scrolled && "is-scrolled",
        deep && "is-deep",
      )}
    >
      <div
        className={cn(
          "mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 transition-[height] duration-300 sm:px-6 lg:px-8",
          scrolled ? "h-16" : "h-20",
        )}
      >
        <Link to="/" aria-label={`${site.name} home`} className="rounded-md">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  end
                  className={({ isActive }) =>
                    cn(
                      "rounded-full px-3.5 py-2 text-sm font-medium transition-colors",
                      isActive ? "bg-white/10 text-white" : "text-slate-300 hover:text-white",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          <Link
            to={hiringBadge.path}
            className="hidden items-center gap-2 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-3 py-1.5 text-xs font-semibold text-emerald-300 transition-colors hover:bg-emerald-400/20 lg:inline-flex"
          >
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400" />
            </span>
            {hiringBadge.label}
          </Link>
          <SiteLink to={headerCta.path} className={buttonClasses({ size: "sm", variant: deep ? "primary" : "light" })}>
            {headerCta.label}
          </SiteLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>

      {menuOpen && <MobileNav id="mobile-menu" toggleRef={toggleRef} onClose={closeMenu} />}
    </header>
  );
}
