// The options of the pages' client directives, chosen by `npm run bench:islands` (decision 020).

/**
 * How long an island that waits for an idle moment waits at most, in ms from when the page
 * names it. A busy page, or a phone drawing an animation in software, may have no idle moment
 * left; then the island starts anyway (`client:idle={idleBound}`).
 */
export const idleBound = { timeout: 1000 } as const;
