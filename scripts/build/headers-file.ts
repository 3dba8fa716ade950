import { readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

import { type HeaderRules, formatHeaders } from "#shared/headers-file.ts";
import { isLinkPage } from "#src/lib/site-pages.ts";

import { filesUnder } from "./files.ts";
import { commonHeaders, pagePolicyHeader } from "./security-headers.ts";

/** The addresses a built page answers at: "about/index.html" is /about and /about/. */
export function pageAddresses(file: string): string[] {
  const path = `/${file.split("\\").join("/")}`;
  if (path === "/index.html") return ["/"];
  const page = path.replace(/\/index\.html$/, "");
  return page.endsWith(".html") ? [page] : [page, `${page}/`];
}

/**
 * _headers (Netlify and Cloudflare Pages' format, which the local server reads too): the common
 * headers everywhere, long caching for the fingerprinted assets, and each page's own policy. A
 * page an e-mailed link opens sends no Referer at all: its address carries the link's token.
 * (Both hosts join a header named twice with a comma, and a browser obeys the last policy.)
 * `extra` rules come last: pages written after these (the content editor's) with headers of their own.
 */
export async function writeHeadersFile(dir: string, extra: HeaderRules = []): Promise<void> {
  const rules: HeaderRules = [
    { path: "/*", headers: { ...commonHeaders } },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  ];
  const pages = (await filesUnder(dir)).filter((file) => file.endsWith(".html")).sort();
  for (const file of pages) {
    const policy = pagePolicyHeader(await readFile(file, "utf8"));
    for (const path of pageAddresses(relative(dir, file))) {
      const referrer: Record<string, string> = isLinkPage(path) ? { "Referrer-Policy": "no-referrer" } : {};
      rules.push({ path, headers: { "Content-Security-Policy": policy, ...referrer } });
    }
  }
  rules.push(...extra);
  await writeFile(join(dir, "_headers"), formatHeaders(rules));
}
