import { ChevronDown } from "lucide-react";

import { Icon } from "#src/components/ui/icon.tsx";
import { ariaCurrent, linkPlace } from "#src/lib/current-page.ts";

import type { MenuName, MenuPage } from "./menu-pages.ts";

/** Text classes of a top-level header link: the current page and its section look alike. */
export const topLinkClasses =
  "rounded-full py-2 text-sm font-medium transition-colors text-slate-300 hover:text-white [&[aria-current]]:text-white";

/**
 * A header link with a menu of its section's five pages: WAI-ARIA's disclosure navigation
 * with top-level links. The link still leads to the overview page; the button beside it
 * shows the menu. The menu is an HTML popover, so the button works from the first paint,
 * before the page's script has run or without it, and the browser closes it on Escape
 * (focus back on the button) and on a click outside. src/scripts/header-menus.ts also closes it
 * when focus moves on past it and when one of its pages is chosen. `currentPath` is the page
 * this header is drawn on: its link and its section's are marked.
 */
export function NavMenu({
  label,
  path,
  menu,
  menuLabel,
  pages,
  currentPath,
}: {
  label: string;
  path: string;
  menu: MenuName;
  menuLabel: string;
  pages: readonly MenuPage[];
  currentPath: string;
}) {
  const id = `menu-${menu}`;

  return (
    <li
      data-nav-group=""
      className="group/menu flex items-center rounded-full transition-colors [anchor-name:--nav-menu] [anchor-scope:--nav-menu] [&:has(>a[aria-current])]:bg-white/10 [&:not(:has(>a[aria-current])):has(:popover-open)]:bg-white/5"
    >
      <a
        href={path}
        aria-current={ariaCurrent(linkPlace(currentPath, path))}
        className={`${topLinkClasses} pr-1 pl-2.5 lg:pl-3.5`}
      >
        {label}
      </a>
      <button
        type="button"
        popoverTarget={id}
        aria-controls={id}
        aria-label={menuLabel}
        className="mr-1 inline-flex size-7 items-center justify-center rounded-full text-slate-300 transition-colors group-has-[:popover-open]/menu:text-white hover:bg-white/10 hover:text-white"
      >
        <span className="size-4 transition-transform duration-200 group-has-[:popover-open]/menu:rotate-180">
          <ChevronDown aria-hidden="true" className="size-full" />
        </span>
      </button>
      <div
        id={id}
        popover="auto"
        className={[
          "inset-auto m-0 w-[26rem] max-w-[calc(100vw-2rem)] rounded-2xl border-0 bg-white p-2 shadow-2xl ring-1 shadow-ink-950/25 ring-ink-900/10",
          // Just below the header, centred under its link (CSS anchor positioning).
          "top-[calc(var(--header-height)+0.25rem)] [justify-self:anchor-center] [position-anchor:--nav-menu]",
          "transition-[opacity,translate] duration-150 starting:open:-translate-y-1 starting:open:opacity-0",
        ].join(" ")}
      >
        <ul>
          {pages.map((page) => (
            <li key={page.path}>
              <a
                href={page.path}
                aria-current={linkPlace(currentPath, page.path) === "page" ? "page" : undefined}
                className="group/item flex items-center gap-3.5 rounded-xl p-3 transition-colors hover:bg-slate-50 aria-[current=page]:bg-violet-50"
              >
                <span className="size-10 shrink-0 rounded-lg bg-violet-50 p-2.5 text-brand-purple ring-1 ring-violet-100 transition-colors group-hover/item:bg-white group-aria-[current=page]/item:bg-brand-purple group-aria-[current=page]/item:text-white">
                  <Icon icon={page.icon} className="size-full" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink-900 group-aria-[current=page]/item:text-brand-purple">
                    {page.name}
                  </span>
                  <span className="mt-0.5 block text-[0.8125rem] leading-snug text-slate-600">{page.line}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
