/**
 * Who the site speaks for. The pages (through src/content/site.ts), the e-mails the server
 * sends and the build all read it here, so a rebrand is a change to this file.
 */
export const brand = {
  name: "Sentinel AI",
  legalName: "Sentinel AI Technologies Private Limited",
  email: "business@sentinelai.example",
  /** Public origin when SITE_URL is not set at build time. */
  url: "https://www.sentinelai.example",
  responsePromise: "We respond within 24 hours",
} as const;

/**
 * The brand's colours, written nowhere else: the stylesheet's tokens (src/styles/brand.css is
 * written from them), the logo and icons, the theme colour, the e-mails and the report PDF.
 * Each group is a family of tokens: `ink[900]` is the stylesheet's ink-900 (`bg-ink-900`),
 * `brandLight.pink` its brand-light-pink.
 */
export const colors = {
  /** The dark ground of headers, heroes, the app icons and the e-mails' banner. */
  ink: { 950: "#060a1c", 900: "#0b1026", 800: "#111a3d", 700: "#1c2752" },
  /** The gradient's three stops, from purple to orange. */
  brand: { purple: "#7c3aed", pink: "#db2777", orange: "#f97316" },
  /** The gradient lighter, for text and lines on ink (purple and pink are under 4.5:1 there). */
  brandLight: { purple: "#a78bfa", pink: "#f472b6", orange: "#fb923c" },
  /** The gradient darker, for text on white (orange is 2.8:1 there). */
  brandDark: { purple: "#6d28d9", pink: "#be185d", orange: "#c2410c" },
} as const;
