import { readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { channels } from "#shared/colour.ts";

// axe cannot measure text painted by a background gradient, so the gradient text utilities are
// checked here: every point along each gradient against every background it is used on.
const css = readFileSync(join(import.meta.dirname, "app.css"), "utf8");
/** The colour tokens, as the build writes them from shared/brand.ts. */
const tokens = readFileSync(join(import.meta.dirname, "brand.css"), "utf8");

type Rgb = [number, number, number];

function themeColour(name: string): Rgb {
  const match = tokens.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i"));
  if (!match?.[1]) throw new Error(`no --color-${name} in brand.css`);
  return channels(match[1]);
}

/** The colours of a utility's gradient, named by token: var(--color-x) or --theme(--color-x). */
function gradientStops(utility: string): Rgb[] {
  const block = css.match(new RegExp(`@utility ${utility} \\{([^}]*)\\}`));
  if (!block?.[1]) throw new Error(`no @utility ${utility} in app.css`);
  return [...block[1].matchAll(/--color-([\w-]+)/g)].map(([, name = ""]) => themeColour(name));
}

const mix = ([r1, g1, b1]: Rgb, [r2, g2, b2]: Rgb, share: number): Rgb => [
  r1 + (r2 - r1) * share,
  g1 + (g2 - g1) * share,
  b1 + (b2 - b1) * share,
];

function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every colour the gradient paints, sampled along each segment (sRGB, as CSS does for hex stops). */
function along(stops: Rgb[]): Rgb[] {
  return stops.slice(1).flatMap((stop, i) => {
    const from = stops[i] ?? stop;
    return Array.from({ length: 11 }, (_, step) => mix(from, stop, step / 10));
  });
}

const ink900 = themeColour("ink-900");
const backgrounds = {
  "text-brand-gradient": {
    "ink-900": ink900,
    // The metrics card's purple glow (brand-purple at 30 %) sits behind some of its figures.
    "ink-900 under the purple glow": mix(ink900, themeColour("brand-purple"), 0.3),
  },
  "text-brand-gradient-dark": { white: channels("#ffffff"), "slate-50": channels("#f8fafc") },
};

describe("gradient text", () => {
  for (const [utility, grounds] of Object.entries(backgrounds)) {
    for (const [ground, colour] of Object.entries(grounds)) {
      it(`${utility} keeps 4.5:1 on ${ground} at every point of the gradient`, () => {
        const stops = gradientStops(utility);
        expect(stops.length).toBeGreaterThanOrEqual(2);
        const worst = Math.min(...along(stops).map((point) => contrast(point, colour)));
        expect(worst).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});
