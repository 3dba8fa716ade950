import { describe, expect, it } from "vitest";

import { VISIT_SOURCE_KEY, rememberVisitSource, visitSourceOf } from "./visit-capture.ts";
import { visitSource } from "./visit-source.ts";

/** A tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const site = "https://sentinel.example";
const at = (path: string) => new URL(path, site);

/** What a form sends after a visit that landed on `path` from `referrer`. */
function sentAfter(path: string, referrer = "") {
  const store = memoryStorage();
  rememberVisitSource(at(path), referrer, () => store);
  return visitSource(() => store);
}

describe("where a visit came from", () => {
  it("is the first page's campaign parameters, its path and the linking site's host", () => {
    expect(
      sentAfter(
        "/solutions/aml?utm_source=newsletter&utm_medium=email&utm_campaign=q4&utm_term=aml+monitoring&utm_content=hero&x=1",
        "https://News.Example.co.in/issue/42?ref=a",
      ),
    ).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "q4",
      utm_term: "aml monitoring",
      utm_content: "hero",
      landing_path: "/solutions/aml",
      referrer_host: "news.example.co.in",
    });
  });

  it("is only the landing path for a visit typed in, or linked from the site itself", () => {
    expect(sentAfter("/")).toEqual({ landing_path: "/" });
    expect(sentAfter("/about", `${site}/careers`)).toEqual({ landing_path: "/about" });
  });

  it("leaves out a value the database would refuse, so the lead is still sent", () => {
    const hostile = new URLSearchParams({
      utm_source: "x".repeat(201),
      utm_medium: "<script>alert(1)</script>",
      utm_campaign: "q4\u0000\r\nBcc: someone@example.com",
      utm_term: "दिवाली",
      utm_content: "ok",
    });
    expect(sentAfter(`/?${hostile}`, "android-app://com.example.mail/")).toEqual({
      utm_content: "ok",
      landing_path: "/",
    });
    expect(sentAfter(`/${"a".repeat(500)}`)).toEqual({});
  });

  it("keeps no more of a value than the database could take", () => {
    expect(visitSourceOf(at(`/?utm_source=${"x".repeat(100_000)}`), "").utm_source).toHaveLength(501);
  });

  it("is kept from the visit's first page, and later pages leave it as it was", () => {
    const store = memoryStorage();
    const first = rememberVisitSource(
      at("/?utm_source=newsletter&utm_campaign=q4"),
      "https://mail.example.com/",
      () => store,
    );
    const later = rememberVisitSource(at("/contact?utm_source=other"), `${site}/about`, () => store);
    // Only the first page starts the visit, and so only it is counted.
    expect([first?.landing_path, later]).toEqual(["/", undefined]);
    expect(visitSource(() => store)).toEqual({
      utm_source: "newsletter",
      utm_campaign: "q4",
      landing_path: "/",
      referrer_host: "mail.example.com",
    });
  });

  it("is empty where storage is unavailable or refuses to write", () => {
    const refused = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    expect(rememberVisitSource(at("/?utm_source=newsletter"), "", refused)).toBeUndefined();
    expect(visitSource(refused)).toEqual({});
    const full: Storage = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(rememberVisitSource(at("/?utm_source=newsletter"), "", () => full)).toBeUndefined();
    expect(visitSource(() => full)).toEqual({});
  });

  it("is checked again when read, since any script on the page may write to storage", () => {
    const store = memoryStorage();
    store.setItem(VISIT_SOURCE_KEY, JSON.stringify({ utm_source: "<b>x</b>", utm_medium: "cpc", landing_path: 7 }));
    expect(visitSource(() => store)).toEqual({ utm_medium: "cpc" });
    store.setItem(VISIT_SOURCE_KEY, "not json");
    expect(visitSource(() => store)).toEqual({});
    store.setItem(VISIT_SOURCE_KEY, "null");
    expect(visitSource(() => store)).toEqual({});
  });
});
