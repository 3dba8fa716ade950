import { Menu, X } from "lucide-react";
import { useRef } from "react";
import { Link, useLocation } from "react-router";

import { headerCta, hiringBadge, mainNav, navLabels } from "#app/content/navigation.ts";
import { site } from "#app/content/site.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { ariaCurrent, linkPlace } from "#app/lib/current-page.ts";
import { usePopoverOpen } from "#app/lib/popover.ts";
import { useScrollFlags } from "#app/lib/use-scroll-flags.ts";

import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { NavMenu, topLinkClasses } from "./nav-menu.tsx";
import { Prerendered } from "./prerendered.tsx";

const MOBILE_MENU = "mobile-menu";

function TopLink({ pathname, path, label }: { pathname: string; path: string; label: string }) {
  const place = linkPlace(pathname, path);
  return (
    <Link
      to={path}
      aria-current={ariaCurrent(place)}
      className={cn(topLinkClasses(place !== undefined), "px-3 lg:px-3.5", place && "bg-white/10")}
    >
      {label}
    </Link>
  );
}

export function SiteHeader() {
  const { scrolled, deep } = useScrollFlags();
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuOpen = usePopoverOpen(menuRef);

  return (
    <header
      id="site-header"
      data-scrolled={scrolled}
      data-deep={deep}
      className={cn(
        "site-header group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        // The mobile menu hangs below the header, whatever its height.
        scrolled ? "[--header-height:4rem]" : "[--header-height:5rem]",
        scrolled
          ? "bg-ink-900/90 shadow-lg shadow-black/20 backdrop-blur-md"
          : // A veil rather than nothing, so the links keep their contrast over any hero glow.
            "bg-linear-to-b from-ink-900/70 to-transparent",
        // Opaque while the mobile menu is open, in CSS, so it holds before hydration too.
        "has-[#mobile-menu:popover-open]:bg-ink-900 has-[#mobile-menu:popover-open]:bg-none",
        // Without script it cannot tell the page has scrolled: opaque, its links read over any section.
        "noscript:bg-ink-900 noscript:bg-none",
        scrolled && "is-scrolled",
        deep && "is-deep",
      )}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 lg:gap-6 lg:px-8">
        <Link to="/" aria-label={`${site.name} home`} className="shrink-0 rounded-md">
          <Logo />
        </Link>

        <nav aria-label={navLabels.desktop} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {mainNav.map((item) =>
              "menu" in item ? (
                <NavMenu key={item.path} {...item} />
              ) : (
                <li key={item.path}>
                  <TopLink pathname={pathname} {...item} />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="hidden items-center gap-3 md:flex">
          <Link
            to={hiringBadge.path}
            aria-current={ariaCurrent(linkPlace(pathname, hiringBadge.path))}
            className="group/badge hidden items-center gap-2 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-3 py-1.5 text-xs font-semibold text-emerald-300 transition-colors hover:bg-emerald-400/20 aria-[current=page]:border-emerald-300 aria-[current=page]:bg-emerald-300 aria-[current=page]:text-ink-950 lg:inline-flex"
          >
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400 group-aria-[current=page]/badge:bg-ink-950" />
            </span>
            {hiringBadge.label}
          </Link>
          <SiteLink
            to={headerCta.path}
            className={buttonClasses({
              size: "sm",
              variant: deep ? "primary" : "light",
              className: "whitespace-nowrap",
            })}
          >
            {headerCta.label}
          </SiteLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          popoverTarget={MOBILE_MENU}
          aria-controls={MOBILE_MENU}
          aria-expanded={menuOpen}
          aria-label={navLabels.menuButton}
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
        >
          <Prerendered className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden">
            {import.meta.env.SSR && <Icon icon={Menu} className="size-full" />}
          </Prerendered>
          <Prerendered className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block">
            {import.meta.env.SSR && <Icon icon={X} className="size-full" />}
          </Prerendered>
        </button>
      </div>

      <MobileNav ref={menuRef} id={MOBILE_MENU} open={menuOpen === true} toggleRef={toggleRef} />
    </header>
  );
}
