import { focusHash, layOutEverySection, scrollToHash } from "#src/lib/scroll.ts";

// Links to an "#anchor" of the page shown scroll there smoothly (instantly with reduced
// motion), move focus there and record the anchor in the address. A link chosen in a header
// menu has closed it by then (./header-menus.ts listens on the header, below the document).
document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
  const to = new URL(link.href);
  const here = window.location;
  if (!to.hash || to.origin !== here.origin || to.pathname !== here.pathname || to.search !== here.search) return;
  if (!scrollToHash(to.hash)) return;
  event.preventDefault();
  focusHash(to.hash);
  if (to.hash === here.hash) history.replaceState(history.state, "", to.hash);
  else history.pushState(history.state, "", to.hash);
});

// A page returned to by Back or Forward without the back/forward cache is restored to a place
// below sections that are not laid out yet: they get their real heights first. (An address
// with an #anchor lays them out in CSS, src/styles/app.css.)
const navigation = performance.getEntriesByType("navigation")[0];
if (navigation instanceof PerformanceNavigationTiming && navigation.type === "back_forward") layOutEverySection();
