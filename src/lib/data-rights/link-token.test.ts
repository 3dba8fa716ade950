import { beforeEach, describe, expect, it, vi } from "vitest";

/** A browser showing `address`, whose history records each replacement of it. */
function browserAt(address: string) {
  const url = new URL(address, "https://sentinelai.example");
  const replaceState = vi.fn((_state: unknown, _unused: string, next?: string | URL | null) => {
    const moved = new URL(next ?? url.href, url.href);
    Object.assign(url, { pathname: moved.pathname, search: moved.search, hash: moved.hash });
  });
  return { location: url, history: { state: { key: "entry" }, replaceState } };
}

/** The module as a fresh page load has it. */
const freshPage = async () => (await import("./link-token.ts")).linkToken;

beforeEach(() => {
  vi.resetModules();
});

describe("the token of the link that opened the page", () => {
  it("is read from the fragment once, and taken out of the address bar in place", async () => {
    const linkToken = await freshPage();
    const browser = browserAt("/data-rights/confirm?utm_source=mail#token=0a1b2c");
    expect(linkToken(browser)).toBe("0a1b2c");
    expect(browser.history.replaceState).toHaveBeenCalledExactlyOnceWith(
      { key: "entry" },
      "",
      "/data-rights/confirm?utm_source=mail",
    );
    expect(browser.location.href).toBe("https://sentinelai.example/data-rights/confirm?utm_source=mail");
  });

  it("stays the same for the rest of the page load, though the address no longer holds it", async () => {
    const linkToken = await freshPage();
    const browser = browserAt("/data-rights/withdraw?token=0a1b2c");
    expect(linkToken(browser)).toBe("0a1b2c");
    expect(linkToken(browser)).toBe("0a1b2c");
    expect(browser.history.replaceState).toHaveBeenCalledTimes(1);
    expect(browser.location.search).toBe("");
  });

  it("is null for a page opened without one, whose address is left alone", async () => {
    const linkToken = await freshPage();
    const browser = browserAt("/data-rights/withdraw?utm_source=mail");
    expect(linkToken(browser)).toBeNull();
    expect(browser.history.replaceState).not.toHaveBeenCalled();
  });
});
