import { DEEP_AFTER, SCROLLED_AFTER, everyScrollFrame } from "#src/lib/scroll.ts";

// The header's marks past 20 and 450 px (data-scrolled and data-deep), which its styles read
// (components/layout/site-header.tsx).
const header = document.getElementById("site-header");

if (header) {
  let marked = "";
  everyScrollFrame((y) => {
    const marks = { scrolled: y > SCROLLED_AFTER, deep: y > DEEP_AFTER };
    const now = `${marks.scrolled} ${marks.deep}`;
    if (marked === now) return;
    marked = now;
    header.dataset.scrolled = String(marks.scrolled);
    header.dataset.deep = String(marks.deep);
  });
}
