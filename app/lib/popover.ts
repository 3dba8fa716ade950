import { type RefObject, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A [popover] element's open state. The browser owns it: a popovertarget button opens the
 * popover on the first tap, before the page's script has run as after, and Escape or a click
 * outside closes it. React only reads the state, so a menu opened before hydration stays
 * open. Undefined until then, so the prerendered button carries no aria-expanded that could
 * contradict an open popover (browsers expose a popovertarget button's state themselves).
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean | undefined {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    const popover = ref.current;
    if (!popover) return;
    const sync = () => setOpen(popover.matches(":popover-open"));
    sync();
    popover.addEventListener("toggle", sync);
    return () => popover.removeEventListener("toggle", sync);
  }, [ref]);
  return open;
}

/**
 * Closes a popover if it is open. The browser gives focus back to the button that opened it
 * when focus was inside; a link to another page leaves focus to that navigation instead.
 */
export function closePopover(popover: HTMLElement | null, { returnFocus }: { returnFocus: boolean }) {
  if (!popover?.matches(":popover-open")) return;
  const focused = document.activeElement;
  if (!returnFocus && focused instanceof HTMLElement && popover.contains(focused)) focused.blur();
  popover.hidePopover();
}

/** Closes a menu when one of its links is chosen, at once rather than when the next page has loaded. */
export function closeForLink(popover: HTMLElement | null, to: string) {
  const leavesPage = new URL(to, window.location.href).pathname !== window.location.pathname;
  closePopover(popover, { returnFocus: !leavesPage });
}

/** Closes the popover when another page is shown, by a link or by Back and Forward. */
export function useCloseOnNavigation(ref: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closePopover(ref.current, { returnFocus: false });
  }, [pathname, ref]);
}
