import { brand } from "#shared/brand.ts";

/** The sample alert feed's controls and the name of its list (solutions page); its cards are in overviews.ts. */
export const alertFeed = {
  label: `Sample alerts raised by ${brand.name}`,
  caption: "Sample alerts from a live monitoring console",
  pause: "Pause alerts",
  play: "Play alerts",
  repeat: 10,
} as const;
