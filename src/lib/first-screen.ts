/**
 * Marks what a visitor sees before scrolling: the skip link, the header, the hero and the block
 * pulled up over it. The build inlines the stylesheet's rules that these elements use, and the
 * rest of the page waits for the linked stylesheet (scripts/build/critical-css.ts, decision 030).
 */
export const firstScreen = { "data-beasties-container": "" } as const;
