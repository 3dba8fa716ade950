import type { APIRoute } from "astro";

/** Everything may be crawled, and the sitemap @astrojs/sitemap writes is named, on the public origin. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap-index.xml", import.meta.env.SITE).href}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
