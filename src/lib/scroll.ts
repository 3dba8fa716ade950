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
 * Calls `update` with the page's scroll position now and in the frame after each scroll or
 * resize, after the browser's own layout, never forcing one.
 */
export function everyScrollFrame(update: (y: number) => void) {
  let frame = 0;
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      update(window.scrollY);
    });
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
}

/**
 * Sections below the first are laid out only as they near the viewport, with a placeholder
 * height until then (content-visibility in app.css). A jump past them needs their real
 * heights, or it stops where the placeholders put the target.
 */
export function layOutEverySection() {
  document.documentElement.dataset.fullLayout = "";
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
