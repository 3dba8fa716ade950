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
