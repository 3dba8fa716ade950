/** robots.txt: everything may be crawled, and the sitemap @astrojs/sitemap writes is named. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", siteUrl).href}\n`;
}
