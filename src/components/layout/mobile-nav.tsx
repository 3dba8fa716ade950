import { ChevronDown } from "lucide-react";

import type { Header } from "#src/content/header.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { Icon } from "#src/components/ui/icon.tsx";
import { ariaCurrent, linkPlace } from "#src/lib/current-page.ts";

import type { MenuPages } from "./menu-pages.ts";

const rowClasses =
  "block rounded-lg px-3 py-3 text-base font-medium text-slate-300 hover:bg-white/5 hover:text-white [&[aria-current]]:bg-white/10 [&[aria-current]]:text-white";

/**
 * The menu below 768 px: an HTML popover under the header, opened by the header's menu button
 * from the first paint on, before the page's script has run or without it. The browser closes
 * it on Escape (focus back on the button) and when the scrim below it is tapped; Solutions and
 * Industries open their five pages as <details>, the current page's section open. With
 * src/scripts/header-menus.ts it is modal while open: Tab cycles between its links and the
 * button, the page behind is inert and does not scroll; and it closes when a link is chosen and
 * when the window grows to the desktop layout.
 */
export function MobileNav({
  id,
  header,
  menus,
  currentPath,
}: {
  id: string;
  header: Header;
  menus: MenuPages;
  currentPath: string;
}) {
  const { nav, labels, hiringBadge, cta } = header;
  return (
    <div
      id={id}
      popover="auto"
      className="inset-x-0 top-(--header-height) bottom-0 m-0 h-auto w-auto flex-col overflow-hidden border-0 bg-transparent p-0 transition-opacity duration-200 open:flex md:hidden starting:open:opacity-0"
    >
      <div className="max-h-full shrink-0 overflow-y-auto overscroll-contain border-t border-white/10 bg-ink-900 shadow-2xl shadow-ink-950/50">
        <nav aria-label={labels.mobile} className="mx-auto max-w-7xl px-4 pt-3 pb-6 sm:px-6">
          <ul className="flex flex-col">
            {nav.map((item, index) => {
              const place = linkPlace(currentPath, item.path);
              const link = (
                <a
                  href={item.path}
                  // The popover's first focus goes here, whether script has run or not.
                  autoFocus={index === 0}
                  aria-current={ariaCurrent(place)}
                  className={"menu" in item ? `${rowClasses} pr-14` : rowClasses}
                >
                  {item.label}
                </a>
              );
              if (!("menu" in item)) return <li key={item.path}>{link}</li>;
              return (
                <li key={item.path} className="relative">
                  {link}
                  <details open={place !== undefined} className="group/group">
                    <summary className="absolute top-0 right-0 flex size-12 cursor-pointer list-none items-center justify-center rounded-lg text-slate-300 hover:bg-white/5 hover:text-white">
                      <span className="size-5 transition-transform duration-200 group-open/group:rotate-180">
                        <ChevronDown aria-hidden="true" className="size-full" />
                      </span>
                      <span className="sr-only">{item.menuLabel}</span>
                    </summary>
                    <ul className="mt-1 mb-2 ml-3 border-l border-white/10 pl-2">
                      {menus[item.menu].map((page) => (
                        <li key={page.path}>
                          <a
                            href={page.path}
                            aria-current={linkPlace(currentPath, page.path) === "page" ? "page" : undefined}
                            className="group/item flex items-center gap-3 rounded-lg px-2.5 py-2 text-[0.9375rem] font-medium text-slate-300 hover:bg-white/5 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
                          >
                            <span className="size-8 shrink-0 rounded-md bg-white/5 p-2 text-violet-300 group-aria-[current=page]/item:bg-brand-purple group-aria-[current=page]/item:text-white">
                              <Icon icon={page.icon} className="size-full" />
                            </span>
                            {page.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              );
            })}
            <li>
              <a
                href={hiringBadge.path}
                aria-current={ariaCurrent(linkPlace(currentPath, hiringBadge.path))}
                className="flex items-center gap-2.5 rounded-lg px-3 py-3 text-base font-medium text-emerald-300 hover:bg-white/5 aria-[current=page]:bg-emerald-400/10"
              >
                <span className="size-2 rounded-full bg-emerald-400" aria-hidden="true" />
                {hiringBadge.label}
              </a>
            </li>
          </ul>
          <a href={cta.path} className={buttonClasses({ size: "lg", className: "mt-4 w-full" })}>
            {cta.label}
          </a>
        </nav>
      </div>
      {/* The scrim: a tap on the dimmed page closes the menu instead of reaching what lies
          under it, with or without script. Pointer only: Escape and the menu button do the
          same for everyone else. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        popoverTarget={id}
        popoverTargetAction="hide"
        className="min-h-0 flex-1 cursor-default bg-ink-950/60 backdrop-blur-[2px]"
      />
    </div>
  );
}
