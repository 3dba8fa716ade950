import { rgb } from "pdf-lib";

import { channels } from "#shared/colour.ts";

/**
 * A colour written as CSS writes it ("#rrggbb"), as pdf-lib takes it: each channel from 0 to 1,
 * to three places, finer than a channel's 1/255 step and short in the page's drawing commands.
 */
export function pdfColour(hex: string): ReturnType<typeof rgb> {
  const [red, green, blue] = channels(hex).map((channel) => Math.round((channel / 255) * 1000) / 1000);
  return rgb(red ?? 0, green ?? 0, blue ?? 0);
}
