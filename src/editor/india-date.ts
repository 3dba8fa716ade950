/** India's time zone, UTC+05:30 all year: a notice and a policy are published there. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The date in India at `now`, as ISO: "2026-12-07". */
export const indiaDate = (now: Date): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
