import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FLOOR_HTML, type FloorServer, startFloorServer } from "./bench-floor.ts";
import { commonHeaders } from "#scripts/build/security-headers.ts";

describe("the bench's floor page", () => {
  let server: FloorServer;
  beforeAll(async () => {
    server = await startFloorServer();
  });
  afterAll(() => server.close());

  it("holds one heading, one paragraph and one link in about 1.5 KB, and nothing to fetch", () => {
    expect(Buffer.byteLength(FLOOR_HTML)).toBeGreaterThan(1300);
    expect(Buffer.byteLength(FLOOR_HTML)).toBeLessThan(1700);
    for (const tag of ["h1", "p", "a"]) expect(FLOOR_HTML.match(new RegExp(`<${tag}[ >]`, "g")), tag).toHaveLength(1);
    expect(FLOOR_HTML).not.toMatch(/<(script|style|img|svg|iframe)\b|@font-face|url\(/i);
    // The one link element is the empty icon, which spares the request for /favicon.ico.
    expect(FLOOR_HTML.match(/<link [^>]+>/g)).toEqual(['<link rel="icon" href="data:,">']);
  });

  it("is served compressed when the browser accepts it, as the site's pages are", async () => {
    const response = await fetch(server.url, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(FLOOR_HTML);
  });

  it("carries the site's security headers, and the bare floor the same page without them", async () => {
    const [floor, bare] = await Promise.all([fetch(server.url), fetch(server.bareUrl)]);
    for (const [name, value] of Object.entries(commonHeaders)) expect(floor.headers.get(name), name).toBe(value);
    expect(floor.headers.get("content-security-policy")).toContain("script-src 'self'");
    for (const name of [...Object.keys(commonHeaders), "content-security-policy"])
      expect(bare.headers.get(name), name).toBeNull();
    expect(await bare.text()).toBe(await floor.text());
  });

  it("answers nothing but the floor page", async () => {
    const response = await fetch(new URL("/", server.url));
    expect(response.status).toBe(404);
  });
});
