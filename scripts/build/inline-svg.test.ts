import { describe, expect, it } from "vitest";

import { withoutSvgNamespace } from "./inline-svg.ts";

describe("withoutSvgNamespace", () => {
  it("drops the namespace from inline SVG start tags only", () => {
    const html =
      '<p>xmlns="http://www.w3.org/2000/svg"</p><svg xmlns="http://www.w3.org/2000/svg" width="24" viewBox="0 0 24 24"><path d="M5 12h14"/></svg><svg viewBox="0 0 32 32"></svg>';
    expect(withoutSvgNamespace(html)).toBe(
      '<p>xmlns="http://www.w3.org/2000/svg"</p><svg width="24" viewBox="0 0 24 24"><path d="M5 12h14"/></svg><svg viewBox="0 0 32 32"></svg>',
    );
  });
});
