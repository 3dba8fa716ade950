/** Scroll thresholds from the spec (section 9). */
export const SCROLLED_AFTER = 20;
export const DEEP_AFTER = 450;
export const SCROLL_TOP_AFTER = 30;

export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

function behavior(): ScrollBehavior {
  return prefersReducedMotion() ? "instant" : "smooth";
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: behavior() });
}

/**
 * Sections below the first are laid out only as they near the viewport, with a placeholder
 * height until then (content-visibility in app.css). A scroll to an anchor past them needs
 * their real heights, or it stops where the placeholders put the target.
 */
function layOutEverySection() {
  document.documentElement.dataset.fullLayout = "";
}

/**
 * Returns at once to a position the visitor left (Back and Forward). The sections above it had
 * their real heights then, so they get them again before the jump.
 */
export function restoreScrollY(top: number) {
  layOutEverySection();
  window.scrollTo({ top, behavior: "instant" });
}

/** Scrolls to the element a "#id" points at; false when there is none on this page. */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  layOutEverySection();
  target.scrollIntoView({ behavior: behavior(), block: "start" });
  return true;
}

/**
 * Moves keyboard focus to the element a "#id" points at, without scrolling, so the next Tab
 * continues from there rather than from the link. A target that cannot take focus is given
 * tabindex="-1" (focusable by script only).
 */
export function focusHash(hash: string) {
  const target = document.getElementById(decodeURIComponent(hash.replace(/^#/, "")));
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
