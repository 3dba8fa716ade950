import { describe, expect, it } from "vitest";

import { htmlTagIn, unsafeAddress } from "./safe-content.ts";

describe("unsafeAddress", () => {
  it("takes web pages, e-mail, phone numbers and places on this site", () => {
    for (const address of [
      "https://www.rbi.org.in/",
      "http://example.com/a?b=c#d",
      "mailto:privacy@sentinelai.example?subject=Data%20request",
      "tel:+919876543210",
      "/privacy-policy",
      "/privacy-policy#rights",
      "#rights",
      "./terms-of-service",
      "../about",
      "?lang=hi",
    ]) {
      expect(unsafeAddress(address), address).toBeUndefined();
    }
  });

  it("refuses every other scheme, however it is written", () => {
    for (const address of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "  javascript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "blob:https://example.com/x",
      "ftp://example.com/",
    ]) {
      expect(unsafeAddress(address), address).toMatch(/opens \w+:, which is not allowed/);
    }
  });

  it("refuses an address with an invisible control character, which a browser may drop", () => {
    expect(unsafeAddress("\u0001javascript:alert(1)")).toBe("has an invisible control character");
    expect(unsafeAddress("java\u0000script:alert(1)")).toBe("has an invisible control character");
    expect(unsafeAddress("java\u200bscript:alert(1)")).toBe("has an invisible control character");
    expect(unsafeAddress("java\tscript:alert(1)")).toBe("has an invisible control character");
    expect(unsafeAddress("java\nscript:alert(1)")).toBe("has an invisible control character");
  });

  it("refuses what a browser cannot open", () => {
    expect(unsafeAddress("http://[::1")).toBe("is not an address a browser can open");
  });
});

describe("htmlTagIn", () => {
  it("finds tags, end tags, comments and declarations, quoting their name", () => {
    expect(htmlTagIn('Hi <img src=x onerror="alert(1)"> there')).toBe("<img …>");
    expect(htmlTagIn("<b>bold</b>")).toBe("<b>");
    expect(htmlTagIn("a</div>")).toBe("</div>");
    expect(htmlTagIn("<br/>")).toBe("<br …>");
    expect(htmlTagIn("x <!-- hidden")).toBe("<!-- … -->");
    expect(htmlTagIn("<!DOCTYPE html>")).toBe("<!DOCTYPE …>");
    expect(htmlTagIn("<?xml version='1.0'?>")).toBe("<?xml …>");
    expect(htmlTagIn('<meta http-equiv="refresh" content="0">')).toBe("<meta …>");
  });

  it("leaves text that only uses the signs", () => {
    for (const text of ["Alerts in <5 min", "a < b and c > d", "x <= y", "1 <2> 3", "<https://example.com>", "→ <-"]) {
      expect(htmlTagIn(text), text).toBeUndefined();
    }
  });
});
