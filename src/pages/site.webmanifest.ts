import type { APIRoute } from "astro";

import { loadContentValues } from "#src/collections/values.ts";
import { colors } from "#shared/brand.ts";

/** The web app manifest: the name, colours and icons a browser gives the site when it is installed. */
export const GET: APIRoute = async () => {
  const { site } = await loadContentValues();
  const manifest = {
    name: site.name,
    short_name: site.name,
    description: `${site.summary}.`,
    start_url: "/",
    display: "browser",
    background_color: colors.ink[900],
    theme_color: colors.ink[900],
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { "Content-Type": "application/manifest+json" } });
};
