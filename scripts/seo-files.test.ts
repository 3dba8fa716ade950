import { describe, expect, it } from "vitest";

import { sitePages } from "#src/pages.ts";

import { robotsTxt, sitemapXml } from "./seo-files.ts";

describe("sitemap", () => {
  it("lists exactly the site's pages as absolute URLs", () => {
    const paths = sitePages;
    const xml = sitemapXml("https://www.example.in", paths, "2025-08-28");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(paths.map((path) => new URL(path, "https://www.example.in").href));
    expect(locs).toHaveLength(19);
    expect(xml).not.toContain("404");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe("robots.txt", () => {
  it("allows everything and points at the sitemap", () => {
    expect(robotsTxt("https://www.example.in")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n",
    );
  });
});
