import { describe, expect, it } from "vitest";

import { ariaCurrent, linkPlace } from "./current-page.ts";

describe("linkPlace", () => {
  it("is the page for the link to the page shown, with or without a trailing slash", () => {
    expect(linkPlace("/solutions", "/solutions")).toBe("page");
    expect(linkPlace("/solutions/", "/solutions")).toBe("page");
    expect(linkPlace("/", "/")).toBe("page");
  });

  it("is the section for the link to a page's parent", () => {
    expect(linkPlace("/solutions/risk-assessment", "/solutions")).toBe("section");
    expect(linkPlace("/industries/banking/", "/industries")).toBe("section");
  });

  it("is neither for Home below the home page, nor for a path that only starts alike", () => {
    expect(linkPlace("/about", "/")).toBeUndefined();
    expect(linkPlace("/solutions-extra", "/solutions")).toBeUndefined();
    expect(linkPlace("/solutions", "/solutions/risk-assessment")).toBeUndefined();
  });
});

describe("ariaCurrent", () => {
  it("says page on the page and true on its section", () => {
    expect(ariaCurrent("page")).toBe("page");
    expect(ariaCurrent("section")).toBe("true");
    expect(ariaCurrent(undefined)).toBeUndefined();
  });
});
