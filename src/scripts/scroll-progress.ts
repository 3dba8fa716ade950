import { everyScrollFrame } from "#src/lib/scroll.ts";

// The 1.5 px bar at the foot of the screen (components/layout/scroll-progress.tsx) grows with
// the share of the page scrolled.
const bar = document.querySelector<HTMLElement>("[data-scroll-progress]");

if (bar) {
  everyScrollFrame((y) => {
    const room = document.documentElement.scrollHeight - window.innerHeight;
    bar.style.transform = `scaleX(${room > 0 ? Math.min(1, y / room) : 0})`;
  });
}
