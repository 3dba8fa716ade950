import { SCROLL_TOP_AFTER, everyScrollFrame, scrollToTop } from "#src/lib/scroll.ts";

// The button at the bottom left (components/layout/scroll-to-top.tsx): shown once the page is
// scrolled more than 30 px, it returns to the top.
const button = document.querySelector<HTMLButtonElement>("[data-scroll-to-top]");

if (button) {
  everyScrollFrame((y) => {
    button.hidden = y <= SCROLL_TOP_AFTER;
  });
  button.addEventListener("click", () => {
    // Focus leaves the button first: hiding a focused button cancels Chromium's smooth scroll.
    document.getElementById("main")?.focus({ preventScroll: true });
    scrollToTop();
  });
}
