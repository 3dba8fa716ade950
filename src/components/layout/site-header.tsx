import { Menu, X } from "lucide-react";

import type { Header } from "#src/content/header.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { ariaCurrent, linkPlace } from "#src/lib/current-page.ts";
import { brand } from "#shared/brand.ts";

import { Logo } from "./logo.tsx";
import type { MenuPages } from "./menu-pages.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { NavMenu, topLinkClasses } from "./nav-menu.tsx";
import { firstScreen } from "#src/lib/first-screen.ts";

/**
 * The header, drawn at build time on every page for `currentPath`, whose link it marks. It
 * never hydrates: its menus are HTML popovers that work before any script and without it, and
 * what changes as the visitor scrolls (data-scrolled, data-deep) and opens its menus is set on
 * this markup by src/scripts/header-states.ts and src/scripts/header-menus.ts. Its menus' pages,
 * with their icons and lines, come from the layout, which reads the collections; none of it
 * reaches the page's JavaScript; nor do its words, which come from the layout too. Its styles for
 * those states are written here, against the attributes those scripts set.
 */
export function SiteHeader({ header, menus, currentPath }: { header: Header; menus: MenuPages; currentPath: string }) {
  const { nav, labels, hiringBadge, cta } = header;
  return (
    <header
      {...firstScreen}
      id="site-header"
      data-scrolled="false"
      data-deep="false"
      className={[
        "site-header group/header fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300",
        // The mobile menu hangs below the header, whatever its height.
        "[--header-height:5rem] data-[scrolled=true]:[--header-height:4rem]",
        // A veil rather than nothing at the top, so the links keep their contrast over any hero glow.
        "bg-linear-to-b from-ink-900/70 to-transparent",
        "data-[scrolled=true]:bg-ink-900/90 data-[scrolled=true]:bg-none data-[scrolled=true]:shadow-lg data-[scrolled=true]:shadow-black/20 data-[scrolled=true]:backdrop-blur-md",
        // Opaque while the mobile menu is open, in CSS, so it holds before hydration too.
        "has-[#mobile-menu:popover-open]:bg-ink-900 has-[#mobile-menu:popover-open]:bg-none",
        // Without script it cannot tell the page has scrolled: opaque, its links read over any section.
        "noscript:bg-ink-900 noscript:bg-none",
      ].join(" ")}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 md:gap-3 lg:gap-6 lg:px-8">
        <a href="/" aria-label={`${brand.name} home`} className="shrink-0 rounded-md">
          {/* Below 880 px the desktop row has no room for both the name and We're Hiring: the
              mark alone stands for the brand there, and the link keeps its name. */}
          <Logo className="md:max-[55rem]:[&>span]:hidden" />
        </a>

        <nav aria-label={labels.desktop} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {nav.map((item) =>
              "menu" in item ? (
                <NavMenu key={item.path} {...item} pages={menus[item.menu]} currentPath={currentPath} />
              ) : (
                <li key={item.path}>
                  <a
                    href={item.path}
                    aria-current={ariaCurrent(linkPlace(currentPath, item.path))}
                    className={`${topLinkClasses} px-2 lg:px-3.5 [&[aria-current]]:bg-white/10`}
                  >
                    {item.label}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex lg:gap-3">
          <a
            href={hiringBadge.path}
            aria-current={ariaCurrent(linkPlace(currentPath, hiringBadge.path))}
            className="group/badge inline-flex shrink-0 items-center gap-2 rounded-full border border-emerald-400/40 bg-emerald-400/10 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-emerald-300 transition-colors hover:bg-emerald-400/20 aria-[current=page]:border-emerald-300 aria-[current=page]:bg-emerald-300 aria-[current=page]:text-ink-950"
          >
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400 group-aria-[current=page]/badge:bg-ink-950" />
            </span>
            {hiringBadge.label}
          </a>
          {/* Light at the top of the page; in the brand gradient past the second threshold. */}
          <a
            href={cta.path}
            className={buttonClasses({
              size: "sm",
              variant: "light",
              className:
                "whitespace-nowrap group-data-[deep=true]/header:bg-brand-gradient group-data-[deep=true]/header:text-white group-data-[deep=true]/header:shadow-lg group-data-[deep=true]/header:shadow-brand-pink/20 group-data-[deep=true]/header:hover:brightness-110",
            })}
          >
            {cta.label}
          </a>
        </div>

        <button
          type="button"
          popoverTarget={MOBILE_MENU}
          aria-controls={MOBILE_MENU}
          aria-label={labels.menuButton}
          className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 md:hidden"
        >
          <span className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden">
            <Menu aria-hidden="true" className="size-full" />
          </span>
          <span className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block">
            <X aria-hidden="true" className="size-full" />
          </span>
        </button>
      </div>

      <MobileNav id={MOBILE_MENU} header={header} menus={menus} currentPath={currentPath} />
    </header>
  );
}

const MOBILE_MENU = "mobile-menu";
