import { brand } from "#shared/brand.ts";

import type { Figure } from "./figures.ts";

/** The basis of the figures that are the company's commitments for its platform. */
export const ourPlatform = `${brand.name}'s own commitment for its platform`;

/**
 * The reply promise, apart from the table in figures.ts: the demo-request dialog quotes it, and
 * its island should carry this figure alone. The table's copy, which interpolates the brand and
 * the report's title, would leave those reads behind in the island's code.
 */
export const responsePromise = {
  value: "24 hours",
  label: "Reply to enquiries",
  period: "Our commitment to everyone who writes to us",
  attribution: { company: ourPlatform },
  appearsOn: ["/", "/contact", "report"],
} as const satisfies Figure;
