import { DEEP_AFTER, SCROLLED_AFTER, SCROLL_TOP_AFTER } from "./scroll.ts";

/** The spec's scroll thresholds (section 9), as the build hands them to markScrolling. */
export const scrollThresholds = { scrolled: SCROLLED_AFTER, deep: DEEP_AFTER, scrollTop: SCROLL_TOP_AFTER };

/**
 * What scrolling changes on every page, from the first scroll and without the framework
 * (docs/decisions/013): the header's marks past 20 and 450 px (data-scrolled and data-deep, and
 * classes of the same names, which its styles read), the progress bar, and the scroll-to-top
 * button, shown past 30 px, which returns to the top. The build writes this function's source
 * into each page's loader (scripts/paint-first.ts), so it refers to nothing outside itself, and
 * its comments are here rather than in its body, which every page carries. It updates in a
 * frame, after the browser's own layout, never forcing one. The button moves focus to the page
 * before it scrolls: hiding a focused button cancels Chromium's smooth scroll.
 */
export function markScrolling(thresholds: typeof scrollThresholds) {
  const header = document.getElementById("site-header");
  const bar = document.querySelector<HTMLElement>("[data-scroll-progress]");
  const toTop = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]");
  let frame = 0;
  let marked = "";
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const marks = { scrolled: y > thresholds.scrolled, deep: y > thresholds.deep };
    const now = `${marks.scrolled} ${marks.deep}`;
    if (header && marked !== now) {
      marked = now;
      for (const [mark, past] of Object.entries(marks)) {
        header.setAttribute(`data-${mark}`, String(past));
        header.classList.toggle(`is-${mark}`, past);
      }
    }
    const room = document.documentElement.scrollHeight - window.innerHeight;
    bar?.style.setProperty("transform", `scaleX(${room > 0 ? Math.min(1, y / room) : 0})`);
    if (toTop) toTop.hidden = y <= thresholds.scrollTop;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  schedule();
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  toTop?.addEventListener("click", () => {
    document.getElementById("main")?.focus({ preventScroll: true });
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: still ? "instant" : "smooth" });
  });
}
