// "Go back" on the not-found page is a link home; with a page to return to, it steps back
// through history instead (components/sections/not-found-page.tsx).
for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-history-back]")) {
  link.addEventListener("click", (event) => {
    if (window.history.length <= 1 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.history.back();
  });
}
