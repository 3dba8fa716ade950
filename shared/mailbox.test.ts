import { describe, expect, it } from "vitest";

import { mailboxKey } from "./mailbox.ts";

const sameMailbox = (a: string, b: string) => mailboxKey(a) === mailboxKey(b);

describe("mailboxKey", () => {
  it.each([
    ["ananya@kaveri-bank.example", "ananya@kaveri-bank.example"],
    ["  Ananya@Kaveri-Bank.Example ", "ananya@kaveri-bank.example"],
    // A +tag folds only where the provider delivers it to the same mailbox.
    ["ananya+news@kaveri-bank.example", "ananya+news@kaveri-bank.example"],
    ["ananya+news+q4@outlook.com", "ananya@outlook.com"],
    ["ananya+news@Proton.Me", "ananya@proton.me"],
    ["ananya+news@icloud.com", "ananya@icloud.com"],
    ["ananya+news@fastmail.fm", "ananya@fastmail.fm"],
    ["+news@hotmail.com", "@hotmail.com"],
    ["ananya+news@outlook.com.example", "ananya+news@outlook.com.example"],
    // Dots count outside Gmail: another mailbox.
    ["ananya.rao@kaveri-bank.example", "ananya.rao@kaveri-bank.example"],
    ["ananya.rao@mail.gmail.com", "ananya.rao@mail.gmail.com"],
    ["Ananya.Rao@gmail.com", "ananyarao@gmail.com"],
    ["a.n.a.n.y.a.rao+news@googlemail.com", "ananyarao@gmail.com"],
    ["ananya.rao@GoogleMail.COM", "ananyarao@gmail.com"],
    // Split at the last "@": a quoted local part may hold one.
    ['"a@b"@kaveri-bank.example', '"a@b"@kaveri-bank.example'],
    ['"a.b@c"@gmail.com', '"ab@c"@gmail.com'],
    ["Not An Address", "not an address"],
  ])("%s → %s", (address, key) => {
    expect(mailboxKey(address)).toBe(key);
  });

  it("tells the variants of one mailbox from another mailbox", () => {
    expect(sameMailbox("ananya.rao+alerts@googlemail.com", "AnanyaRao@gmail.com")).toBe(true);
    expect(sameMailbox("ananya+alerts@pm.me", "ANANYA@pm.me")).toBe(true);
    expect(sameMailbox("ananya+alerts@kaveri-bank.example", "ananya@kaveri-bank.example")).toBe(false);
    expect(sameMailbox("ananya.rao@kaveri-bank.example", "ananyarao@kaveri-bank.example")).toBe(false);
    expect(sameMailbox("ananya@gmail.com", "ananya@kaveri-bank.example")).toBe(false);
  });
});
