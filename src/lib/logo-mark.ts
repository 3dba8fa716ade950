import { colors } from "#shared/brand.ts";

/** The product mark: a shield with a pulse line, in the brand gradient, on a 32-unit square. */
export const logoMark = {
  viewBox: "0 0 32 32",
  shield: "M16 2.5 4.5 7v8.2c0 7.2 4.9 12.4 11.5 14.3 6.6-1.9 11.5-7.1 11.5-14.3V7L16 2.5Z",
  pulse: "M8.5 16.5h4l2-4.5 3 9 2-4.5h4",
  stops: [
    { offset: "0", color: colors.brand.purple },
    { offset: "0.55", color: colors.brand.pink },
    { offset: "1", color: colors.brand.orange },
  ],
} as const;

/** The mark as an SVG file of its own: the favicon, and what the app icons are drawn from. */
export function logoMarkSvg(): string {
  const stops = logoMark.stops.map(({ offset, color }) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logoMark.viewBox}"><defs><linearGradient id="g" x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">${stops}</linearGradient></defs><path d="${logoMark.shield}" fill="url(#g)"/><path d="${logoMark.pulse}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
}

/** The mark's file as a data: address, for what draws it as a picture (the app icons, the share cards). */
export const logoMarkDataUri = () => `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg()).toString("base64")}`;
