import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import type { AstroIntegration } from "astro";

import { brand } from "#shared/brand.ts";
import { REPORT_PATH } from "#shared/build.ts";

import { reportPdf } from "#scripts/report/report-pdf.ts";

import { writeHeadersFile } from "./headers-file.ts";
import { precompress } from "./precompress.ts";
import { robotsTxt } from "./robots.ts";
import { sitePages } from "./site-pages.ts";

/**
 * What the build adds to Astro's output: the report PDF the report e-mails link to,
 * robots.txt, _headers, and brotli and gzip copies of the text files. The headers come after
 * every page is written (they carry each page's policy), and compression comes last.
 */
export function buildSteps({ siteUrl }: { siteUrl: string }): AstroIntegration {
  return {
    name: "sentinel-build-steps",
    hooks: {
      "astro:build:done": async ({ dir, pages, logger }) => {
        const built = pages.map(({ pathname }) => `/${pathname}`.replace(/\/$/, "") || "/");
        const missing = sitePages.filter((path) => !built.includes(path));
        if (missing.length) throw new Error(`the build wrote no page for ${missing.join(", ")}`);
        const out = fileURLToPath(dir);
        const report = join(out, REPORT_PATH);
        await mkdir(dirname(report), { recursive: true });
        await writeFile(report, await reportPdf({ ...brand, url: siteUrl }));
        await writeFile(join(out, "robots.txt"), robotsTxt(siteUrl));
        await writeHeadersFile(out);
        const count = await precompress(out);
        logger.info(`report PDF, robots.txt and _headers written; ${count} files precompressed`);
      },
    },
  };
}
