import { describe, expect, it } from "vitest";

import { LOCAL_ANON_KEY } from "#shared/leads.ts";

import { mayCountVisit, visitCountUrl } from "./visit-count.ts";

const browser = (overrides: Partial<Navigator & { globalPrivacyControl: boolean }>) =>
  ({ webdriver: false, doNotTrack: null, ...overrides }) as Navigator;

describe("a visit's count", () => {
  it("is sent by a person's browser, and not when it asks not to be tracked or a program drives it", () => {
    expect(mayCountVisit(browser({}))).toBe(true);
    expect(mayCountVisit(browser({ doNotTrack: "0" }))).toBe(true);
    expect(mayCountVisit(browser({ doNotTrack: "1" }))).toBe(false);
    expect(mayCountVisit(browser({ globalPrivacyControl: true }))).toBe(false);
    expect(mayCountVisit(browser({ webdriver: true }))).toBe(false);
  });

  it("goes to the page's own server with the local key, in the address a beacon can carry", () => {
    expect(visitCountUrl("http://127.0.0.1:4321")).toBe(
      `http://127.0.0.1:4321/rest/v1/rpc/count_visit?apikey=${LOCAL_ANON_KEY}`,
    );
  });
});
