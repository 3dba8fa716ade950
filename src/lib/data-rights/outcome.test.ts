import { describe, expect, it } from "vitest";

import { DATA_RIGHTS_KINDS } from "#shared/data-rights-requests.ts";

import { confirmOutcome, tokenFrom, withdrawOutcome } from "./outcome.ts";

const title = (value: string) => ({ title: value });
const confirmCopy = {
  done: {
    copy: title("copy sent"),
    correction: title("correction recorded"),
    erasure: title("erased"),
    withdrawal: title("withdrawn"),
  },
  expired: title("expired"),
  used: title("used"),
  invalid: title("invalid"),
};

describe("tokenFrom", () => {
  it("reads the link's token from the query string, and nothing from a page opened without one", () => {
    expect(tokenFrom("?token=0a1b2c")).toBe("0a1b2c");
    expect(tokenFrom("?token=%20abc%20")).toBe("abc");
    expect(tokenFrom("")).toBeNull();
    expect(tokenFrom("?token=")).toBeNull();
    expect(tokenFrom("?other=1")).toBeNull();
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

  it("refuses an expired, used or invalid link, saying which", () => {
    for (const status of ["expired", "used", "invalid"] as const) {
      expect(confirmOutcome({ status, kind: null }, confirmCopy)).toEqual({ title: status, tone: "refused" });
    }
  });
});

describe("the withdraw page's outcome", () => {
  it("is done when withdrawn and refused when the link is invalid", () => {
    const copy = { withdrawn: title("withdrawn"), invalid: title("invalid") };
    expect(withdrawOutcome("withdrawn", copy)).toEqual({ title: "withdrawn", tone: "done" });
    expect(withdrawOutcome("invalid", copy)).toEqual({ title: "invalid", tone: "refused" });
  });
});
