import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";

import { ariaCurrent, linkPlace } from "#src/lib/current-page.ts";
import { closeForLink, closePopover } from "#src/lib/popover.ts";

// The header is the build's markup (./site-header.tsx), which React never draws again: what
// changes in it as the visitor moves between pages and opens its menus is set here on that
// markup; its scroll marks are the page loader's (app/lib/scroll-marks.ts). Its styles for each
// state are in the markup, against the attributes set there and here.

const MOBILE_MENU = "mobile-menu";

/** Above this width the mobile menu is hidden, so an open one would only leave the page inert. */
const DESKTOP = "(min-width: 768px)";

const siteHeader = () => document.getElementById("site-header");

/**
 * The current page's mark on every link of the header, as the prerender set it for its own
 * page: aria-current="page" on the page itself, "true" on its section's link; and a section's
 * group in the mobile menu stands open on its pages. Before the new page paints.
 */
function useCurrentPageMarks() {
  const { pathname } = useLocation();
  const marked = useRef(pathname);
  useLayoutEffect(() => {
    const header = siteHeader();
    if (!header || marked.current === pathname) return;
    marked.current = pathname;
    for (const link of header.querySelectorAll<HTMLAnchorElement>("a[data-nav]")) {
      const place = linkPlace(pathname, link.pathname);
      const current = link.dataset.nav === "page" ? (place === "page" ? "page" : undefined) : ariaCurrent(place);
      if (current) link.setAttribute("aria-current", current);
      else link.removeAttribute("aria-current");
    }
    for (const group of header.querySelectorAll<HTMLDetailsElement>("details[data-nav-section]")) {
      group.open = linkPlace(pathname, group.dataset.navSection ?? "") !== undefined;
    }
    for (const popover of header.querySelectorAll<HTMLElement>("[popover]"))
      closePopover(popover, { returnFocus: false });
  }, [pathname]);
}

/** What Tab reaches in the panel: links and group toggles that are showing, not the scrim. */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>("a[href], summary, button")].filter(
    (element) => element.tabIndex >= 0 && element.checkVisibility(),
  );
}

/** Wraps Tab from the last stop to the toggle and Shift+Tab from the toggle to the last stop. */
function keepTabInside(event: KeyboardEvent, toggle: HTMLElement, stops: HTMLElement[]) {
  const first = toggle;
  const last = stops.at(-1) ?? toggle;
  const active = document.activeElement;
  const inside = active === toggle || stops.some((stop) => stop === active);
  if (!inside || active === (event.shiftKey ? first : last)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Makes everything on the page beside the header inert and stops the page scrolling behind the
 * menu; the returned function undoes exactly that.
 */
function holdPage(header: HTMLElement) {
  let box: HTMLElement = header;
  while (box.parentElement && box.parentElement !== document.body) box = box.parentElement;
  const held = [...document.body.children].filter((element): element is HTMLElement => {
    return element !== box && element instanceof HTMLElement && !element.inert;
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

/** While the mobile menu is open: Tab stays inside, the page behind is held, and a wide window closes it. */
function modalWhileOpen(panel: HTMLElement, toggle: HTMLElement, header: HTMLElement) {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Tab") keepTabInside(event, toggle, tabStops(panel));
  };
  const close = () => closePopover(panel, { returnFocus: true });
  const desktop = window.matchMedia(DESKTOP);
  document.addEventListener("keydown", onKey);
  desktop.addEventListener("change", close);
  const restorePage = holdPage(header);
  return () => {
    document.removeEventListener("keydown", onKey);
    desktop.removeEventListener("change", close);
    restorePage();
  };
}

/** While a header menu is open: it closes once focus lands outside its link, button and panel. */
function closeWhenFocusLeaves(panel: HTMLElement) {
  const group = panel.closest("[data-nav-group]");
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && group?.contains(event.target)) return;
    closePopover(panel, { returnFocus: false });
  };
  document.addEventListener("focusin", onFocusIn);
  return () => document.removeEventListener("focusin", onFocusIn);
}

/**
 * The header's menus, once hydrated: each button says whether its menu is open
 * (aria-expanded), the mobile menu is modal while open, a desktop menu closes when focus moves
 * on past it, and a link chosen in a menu closes it at once.
 */
function useMenus() {
  useEffect(() => {
    const header = siteHeader();
    if (!header) return;
    const cleanups: (() => void)[] = [];
    for (const panel of header.querySelectorAll<HTMLElement>("[popover]")) {
      const toggle = header.querySelector<HTMLElement>(`button[aria-controls="${panel.id}"]`);
      if (!toggle) continue;
      let whileOpen: (() => void) | undefined;
      const sync = () => {
        const open = panel.matches(":popover-open");
        toggle.setAttribute("aria-expanded", String(open));
        if (open && !whileOpen) {
          whileOpen = panel.id === MOBILE_MENU ? modalWhileOpen(panel, toggle, header) : closeWhenFocusLeaves(panel);
        } else if (!open && whileOpen) {
          whileOpen();
          whileOpen = undefined;
        }
      };
      sync();
      panel.addEventListener("toggle", sync);
      cleanups.push(() => {
        panel.removeEventListener("toggle", sync);
        whileOpen?.();
      });
    }
    // Before app/lib/use-static-links.ts, on the window, moves to the link's page.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      const panel = link?.closest<HTMLElement>("[popover]");
      if (link && panel) closeForLink(panel, link.getAttribute("href") ?? "");
    };
    header.addEventListener("click", onClick);
    cleanups.push(() => header.removeEventListener("click", onClick));
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
}

/** Brings the prerendered header to life: the current page's mark, its menus. */
export function useHeader() {
  useCurrentPageMarks();
  useMenus();
}
