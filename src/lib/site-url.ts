import { site } from "#src/content/site.ts";

/** The public origin pages are served from, for canonical and share URLs (SITE_URL at build time). */
export const siteUrl: string = import.meta.env.SITE_URL || site.url;

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).href;
}
