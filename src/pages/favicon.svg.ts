import type { APIRoute } from "astro";

import { logoMarkSvg } from "#src/lib/logo-mark.ts";

/** The logo mark as the browser's tab icon. */
export const GET: APIRoute = () => new Response(logoMarkSvg(), { headers: { "Content-Type": "image/svg+xml" } });
