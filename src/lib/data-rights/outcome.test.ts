import { describe, expect, it } from "vitest";

import { DATA_RIGHTS_KINDS } from "#shared/data-rights-requests.ts";

import { addressWithoutToken, confirmOutcome, tokenFrom, withdrawOutcome } from "./outcome.ts";

const title = (value: string) => ({ title: value });
const confirmCopy = {
  done: {
    copy: title("copy sent"),
    correction: title("correction recorded"),
    erasure: title("erased"),
    withdrawal: title("withdrawn"),
    marketing: title("invitations confirmed"),
  },
  expired: title("expired"),
  used: title("used"),
  invalid: title("invalid"),
};

const at = (address: string) => new URL(address, "https://sentinelai.example");

describe("tokenFrom", () => {
  it("reads the link's token from the fragment, as the e-mails carry it", () => {
    expect(tokenFrom(at("/data-rights/confirm#token=0a1b2c"))).toBe("0a1b2c");
    expect(tokenFrom(at("/data-rights/confirm#token=%20abc%20"))).toBe("abc");
    expect(tokenFrom(at("/data-rights/confirm?utm_source=mail#other=1&token=0a1b2c"))).toBe("0a1b2c");
  });

  it("reads it from the query string of a link sent before, the fragment's first", () => {
    expect(tokenFrom(at("/data-rights/withdraw?token=0a1b2c"))).toBe("0a1b2c");
    expect(tokenFrom(at("/data-rights/withdraw?token=old#token=new"))).toBe("new");
    expect(tokenFrom(at("/data-rights/withdraw?token=old#token="))).toBe("old");
  });

  it("reads nothing from a page opened without one", () => {
    expect(tokenFrom(at("/data-rights/confirm"))).toBeNull();
    expect(tokenFrom(at("/data-rights/confirm?token=#token="))).toBeNull();
    expect(tokenFrom(at("/data-rights/confirm?other=1#main"))).toBeNull();
  });
});

describe("the address once the token is read", () => {
  const without = (address: string) => addressWithoutToken(at(address));

  it("keeps the path and every other parameter as written, dropping an emptied query or fragment", () => {
    expect(without("/data-rights/confirm#token=0a1b2c")).toBe("/data-rights/confirm");
    expect(without("/data-rights/withdraw?token=0a1b2c")).toBe("/data-rights/withdraw");
    expect(without("/data-rights/confirm?utm_source=mail&token=old&q=a%20b#token=new")).toBe(
      "/data-rights/confirm?utm_source=mail&q=a%20b",
    );
    expect(without("/data-rights/confirm?utm_source=mail#token=0a1b2c&lang=hi")).toBe(
      "/data-rights/confirm?utm_source=mail#lang=hi",
    );
  });

  it("is left as it is when it carries no token", () => {
    expect(without("/data-rights/confirm")).toBeNull();
    expect(without("/data-rights/confirm?tokens=1#section")).toBeNull();
  });
});

describe("the confirm page's outcome", () => {
  it("says what was done, by the kind of request", () => {
    for (const kind of DATA_RIGHTS_KINDS) {
      expect(confirmOutcome({ status: "done", kind }, confirmCopy)).toEqual({
        ...confirmCopy.done[kind],
        tone: "done",
      });
    }
  });

  it("says the invitations are confirmed when the link stood for a ticked marketing box", () => {
    expect(confirmOutcome({ status: "done", kind: "marketing" }, confirmCopy)).toEqual({
      title: "invitations confirmed",
      tone: "done",
    });
  });

  it("refuses an expired, used or invalid link, saying which", () => {
    for (const status of ["expired", "used", "invalid"] as const) {
      expect(confirmOutcome({ status, kind: null }, confirmCopy)).toEqual({ title: status, tone: "refused" });
    }
  });
});

describe("the withdraw page's outcome", () => {
  it("is done when withdrawn, and refused, saying which, when the link has expired or is invalid", () => {
    const copy = { withdrawn: title("withdrawn"), expired: title("expired"), invalid: title("invalid") };
    expect(withdrawOutcome("withdrawn", copy)).toEqual({ title: "withdrawn", tone: "done" });
    expect(withdrawOutcome("expired", copy)).toEqual({ title: "expired", tone: "refused" });
    expect(withdrawOutcome("invalid", copy)).toEqual({ title: "invalid", tone: "refused" });
  });
});
