import * as crypto from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { type ApiKeys, roleForKey } from "./keys.ts";

// The comparison itself is watched: whether a key is refused says nothing of how long that took.
vi.mock("node:crypto", async (original) => {
  const actual = await original<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const keys: ApiKeys = { anon: "anon-key-for-tests", service: "sentinel-service-secret-for-tests" };
const compared = vi.mocked(crypto.timingSafeEqual);

afterEach(() => compared.mockClear());

describe("roleForKey", () => {
  it("knows the anon and the service key", () => {
    expect(roleForKey(keys, keys.anon)).toBe("anon");
    expect(roleForKey(keys, keys.service)).toBe("service_role");
  });

  it.each([
    ["of the service key's length", "sentinel-service-secret-for-tesTS"],
    ["of the anon key's length", "anon-key-for-tesTS"],
    ["shorter", "sentinel"],
    ["longer", `${keys.service}-and-more`],
    ["empty", ""],
  ])("refuses a wrong key %s", (_label, key) => {
    expect(roleForKey(keys, key)).toBeUndefined();
  });

  it.each([
    ["the right key", keys.service],
    ["a wrong key of the same length", "sentinel-service-secret-for-tesTS"],
    ["a wrong key of another length", "x"],
  ])("compares %s with both keys in constant time, as digests of one length", (_label, key) => {
    roleForKey(keys, key);
    expect(compared).toHaveBeenCalledTimes(2);
    for (const [given, known] of compared.mock.calls) {
      expect([given.byteLength, known.byteLength]).toEqual([32, 32]);
    }
  });
});
