import { type RefObject, useEffect, useRef } from "react";
import { NavLink } from "react-router";

import { headerCta, hiringBadge, mainNav } from "#app/content/navigation.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { SiteLink } from "#app/components/ui/site-link.tsx";
import { cn } from "#app/lib/cn.ts";

/** Above this width the menu is hidden, so an open one would only leave the page inert. */
const DESKTOP = "(min-width: 768px)";

/**
 * The menu below 768 px, modal while open: focus moves in and Tab cycles between its links and
 * the toggle, the page behind is inert and does not scroll. It closes when a link is chosen, on
 * Escape, on the toggle and when the window grows to the desktop layout.
 */
export function MobileNav({
  id,
  toggleRef,
  onClose,
}: {
  id: string;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const leavingPage = useRef(false);
  const follow = (to: string) => () => {
    leavingPage.current = new URL(to, window.location.href).pathname !== window.location.pathname;
    onClose();
  };

  useEffect(() => {
    const panel = panelRef.current;
    const toggle = toggleRef.current;
    if (!panel || !toggle) return;
    panel.querySelector<HTMLElement>("a")?.focus();
    const links = () => [...panel.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)")];
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key === "Tab") keepTabInside(event, toggle, links());
    };
    const desktop = window.matchMedia(DESKTOP);
    document.addEventListener("keydown", onKey);
    desktop.addEventListener("change", onClose);
    const restorePage = holdPage(panel.closest("header"));
    return () => {
      document.removeEventListener("keydown", onKey);
      desktop.removeEventListener("change", onClose);
      restorePage();
      // A link to another page leaves focus to that navigation; any other close returns it.
      if (!leavingPage.current) toggle.focus({ preventScroll: true });
    };
  }, [onClose, toggleRef]);

  return (
    <div
      ref={panelRef}
      id={id}
      className="max-h-[calc(100dvh-5rem)] overflow-y-auto overscroll-contain border-t border-white/10 bg-ink-900 md:hidden"
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-3 pb-6 sm:px-6">
        <ul className="flex flex-col">
          {mainNav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end
                onClick={follow(item.path)}
                className={({ isActive }) =>
                  cn(
                    "block rounded-lg px-3 py-3 text-base font-medium",
                    isActive ? "bg-white/10 text-white" : "text-slate-300 hover:bg-white/5 hover:text-white",
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to={hiringBadge.path}
              onClick={follow(hiringBadge.path)}
              className="block rounded-lg px-3 py-3 text-base font-medium text-emerald-300 hover:bg-white/5"
            >
              {hiringBadge.label}
            </NavLink>
          </li>
        </ul>
        <SiteLink
          to={headerCta.path}
          onFollow={follow(headerCta.path)}
          className={buttonClasses({ size: "lg", className: "mt-4 w-full" })}
        >
          {headerCta.label}
        </SiteLink>
      </nav>
    </div>
  );
}

/** Wraps Tab from the last link to the toggle and Shift+Tab from the toggle to the last link. */
function keepTabInside(event: KeyboardEvent, toggle: HTMLElement, links: HTMLElement[]) {
  const first = toggle;
  const last = links.at(-1) ?? toggle;
  const active = document.activeElement;
  const inside = active === toggle || links.some((link) => link === active);
  if (!inside || active === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Makes everything beside the header inert and stops the page scrolling behind the menu;
 * the returned function undoes exactly that.
 */
function holdPage(header: HTMLElement | null) {
  const siblings = header?.parentElement ? [...header.parentElement.children] : [];
  const held = siblings.filter((element): element is HTMLElement => {
    return element !== header && element instanceof HTMLElement && !element.inert;
  });
  for (const element of held) element.inert = true;
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = "hidden";
  return () => {
    for (const element of held) element.inert = false;
    root.style.overflow = overflow;
  };
}
