import { describe, expect, it, vi } from "vitest";

import { logRedacted, redactAddresses } from "./redact.ts";

describe("redactAddresses", () => {
  it.each([
    ["Mail to ananya@kaveri-bank.example failed", "Mail to [address] failed"],
    ["ananya.rao+news@kaveri-bank.example", "[address]"],
    ["a.b.c@mail.eu.kaveri-bank.example refused", "[address] refused"],
    [
      "550 5.1.1 <Ananya.Rao+q4@Kaveri-Bank.Example>: Recipient address rejected",
      "550 5.1.1 <[address]>: Recipient address rejected",
    ],
    [
      "Can't send mail - all recipients were rejected: 550 <a@x.in>, 550 <b_c@y.in>",
      "Can't send mail - all recipients were rejected: 550 <[address]>, 550 <[address]>",
    ],
    ["To: x@y.example, o'brien@z.example (cc q@r.example)", "To: [address], [address] (cc [address])"],
    ['"ananya rao"@kaveri-bank.example bounced', "[address] bounced"],
    ["postmaster@[192.0.2.7] and root@localhost", "[address] and [address]"],
    ["अनन्या@उदाहरण.भारत", "[address]"],
  ])("%s", (text, redacted) => {
    expect(redactAddresses(text)).toBe(redacted);
  });

  it("leaves a text without an address as it was", () => {
    for (const text of [
      "connect ECONNREFUSED 127.0.0.1:587",
      "HTTP 500",
      "Greeting never received",
      "the lead no longer exists",
      "an @ on its own, @handle and trailing@",
      "",
    ])
      expect(redactAddresses(text)).toBe(text);
  });
});

describe("logRedacted", () => {
  it("logs the worker's line with its addresses replaced", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      logRedacted("public.download_report #7: attempt 1 failed (550 <ananya@kaveri-bank.example>)");
      expect(log.mock.calls).toEqual([["public.download_report #7: attempt 1 failed (550 <[address]>)"]]);
    } finally {
      log.mockRestore();
    }
  });
});
