import { closeForLink, closePopover } from "#src/lib/popover.ts";

// The header's menus are popovers that open and close without script
// (components/layout/site-header.tsx). Here each button says whether its menu is open
// (aria-expanded), the mobile menu is modal while open, a desktop menu closes when focus moves
// on past it, and a link chosen in a menu closes it at once.

const MOBILE_MENU = "mobile-menu";

/** Above this width the mobile menu is hidden, so an open one would only leave the page inert. */
const DESKTOP = "(min-width: 768px)";

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

const header = document.getElementById("site-header");

if (header) {
  for (const panel of header.querySelectorAll<HTMLElement>("[popover]")) {
    const toggle = header.querySelector<HTMLElement>(`button[aria-controls="${panel.id}"]`);
    if (!toggle) continue;
    let whileOpen: (() => void) | undefined;
    const sync = (open: boolean) => {
      toggle.setAttribute("aria-expanded", String(open));
      if (open && !whileOpen) {
        whileOpen = panel.id === MOBILE_MENU ? modalWhileOpen(panel, toggle, header) : closeWhenFocusLeaves(panel);
      } else if (!open && whileOpen) {
        whileOpen();
        whileOpen = undefined;
      }
    };
    sync(panel.matches(":popover-open"));
    // Before the change rather than after it (toggle is queued): a link chosen in the mobile
    // menu finds the page no longer inert when it moves focus to its anchor.
    panel.addEventListener("beforetoggle", (event) => sync(event.newState === "open"));
  }
  header.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const panel = link?.closest<HTMLElement>("[popover]");
    if (link && panel) closeForLink(panel, link.getAttribute("href") ?? "");
  });
}
