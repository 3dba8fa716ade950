import { describe, expect, it } from "vitest";

import { nearestNotFoundPage } from "./static-site.ts";

describe("not-found page", () => {
  const built = new Set(["/404.html", "/solutions/404.html", "/industries/404.html"]);
  const exists = (page: string) => built.has(page);

  it("is the 404.html nearest to the address, as static hosts choose it", () => {
    expect(nearestNotFoundPage("/solutions/unknown", exists)).toBe("/solutions/404.html");
    expect(nearestNotFoundPage("/industries/unknown/deeper", exists)).toBe("/industries/404.html");
  });

  it("falls back to the site's 404.html", () => {
    expect(nearestNotFoundPage("/no-such-page", exists)).toBe("/404.html");
    expect(nearestNotFoundPage("/about/extra", exists)).toBe("/404.html");
    expect(nearestNotFoundPage("/", exists)).toBe("/404.html");
  });
});
