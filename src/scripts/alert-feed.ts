// The Solutions overview's sample alert feed scrolls by CSS (components/sections/alert-marquee.tsx);
// its button stops and restarts it, and says which it will do next.
for (const feed of document.querySelectorAll<HTMLElement>("[data-alert-feed]")) {
  feed.querySelector("button[data-alert-feed-toggle]")?.addEventListener("click", () => {
    feed.toggleAttribute("data-stopped");
  });
}
