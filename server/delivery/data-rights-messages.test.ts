import { describe, expect, it } from "vitest";

import {
  COPY_ATTACHMENT,
  DETAIL_LENGTH,
  type PersonData,
  copyEmail,
  correctionEmail,
  erasedEmail,
  erasureNoticeEmail,
  verifyEmail,
} from "./data-rights-messages.ts";
import { VISITOR_HEADING, WITHDRAW_LINK_TEXT } from "./messages.ts";

const SITE = "https://www.sentinelai.example";
const WITHDRAW_URL = `${SITE}/data-rights/withdraw#token=feed`;
const ONE_CLICK_URL = `${SITE}/data-rights/withdraw?token=feed`;
const WITHDRAWAL = { page: WITHDRAW_URL, oneClick: ONE_CLICK_URL };
const TO = "ananya@kaveri-bank.example";

const none: PersonData = { contact_messages: [], download_report: [], career_alerts: [] };

const oneClick = { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

describe("the e-mail that asks to confirm a data-rights request", () => {
  it.each(["copy", "correction", "erasure", "withdrawal", "marketing"] as const)(
    "for %s says what was asked, links the confirm page once for 24 hours, and says to ignore it if not asked",
    (kind) => {
      const mail = verifyEmail(TO, kind, "abc123", SITE, WITHDRAWAL);
      // The token rides in the fragment: no server or log along the way sees it.
      const confirm = `${SITE}/data-rights/confirm#token=abc123`;
      expect(mail.to).toEqual({ name: "", address: TO });
      expect(mail.text).toContain(`\n\n${confirm}\n\n`);
      expect(mail.html).toContain(`href="${confirm}"`);
      expect(mail.text).toMatch(/within 24 hours .* works once/);
      expect(mail.text).toContain("If you did not ask, ignore this e-mail");
      expect(mail.text).toContain(`${WITHDRAW_LINK_TEXT}: ${WITHDRAW_URL}`);
      expect(mail).toMatchObject({ list: { unsubscribe: ONE_CLICK_URL }, headers: oneClick });
    },
  );

  it("names each kind of request in its own words", () => {
    const subjects = (["copy", "correction", "erasure", "withdrawal", "marketing"] as const).map(
      (kind) => verifyEmail(TO, kind, "t", SITE, WITHDRAWAL).subject,
    );
    expect(new Set(subjects).size).toBe(5);
    expect(verifyEmail(TO, "erasure", "t", SITE, WITHDRAWAL).text).toContain("erasure of every record");
    expect(verifyEmail(TO, "marketing", "t", SITE, WITHDRAWAL).text).toMatch(
      /research and event invitations .* nothing is sent before you confirm/s,
    );
  });
});

describe("the e-mail that asks to confirm a ticked marketing box", () => {
  it("names the name and company the form gave, inert and cut short, and says to confirm only one's own", () => {
    const mail = verifyEmail(TO, "marketing", "t", SITE, WITHDRAWAL, {
      name: "Ananya\u202e Rao",
      company: `Kaveri <Bank> ${"x".repeat(100)}`,
    });
    expect(mail.text).toContain("Name: Ananya\\u202e Rao; Company: Kaveri <Bank> xxx");
    expect(mail.text).toMatch(/x…\.\n/);
    expect(mail.text).not.toContain("x".repeat(DETAIL_LENGTH));
    expect(mail.text).toContain("Confirm only if they are yours");
    expect(mail.html).toContain("Kaveri &lt;Bank&gt;");
  });

  it("names nothing a request on /data-rights did not give", () => {
    const mail = verifyEmail(TO, "copy", "t", SITE, WITHDRAWAL, { name: "Mallory", company: "Spam Lists" });
    expect(mail.text).not.toContain("Mallory");
    expect(verifyEmail(TO, "marketing", "t", SITE, WITHDRAWAL).text).not.toContain("The form gave");
  });
});

describe("the copy of a person's data", () => {
  const data: PersonData = {
    contact_messages: [
      { id: 4, email: TO, full_name: "Ananya Rao", message: "Call me\u202e please", marketing_opt_in: false },
    ],
    download_report: [
      { id: 9, email: TO, first_name: "Ananya", company: "Kaveri <Bank>", utm_source: null },
      { id: 12, email: TO, first_name: "Ananya", company: "Kaveri Bank", utm_source: "newsletter" },
    ],
    career_alerts: [],
  };

  it("lists every row, grouped by table, in the text part", () => {
    const { text } = copyEmail(TO, data, WITHDRAWAL);
    expect(text).toContain(
      [
        "Contact enquiries, demo requests and ROI estimates (contact_messages): 1 record",
        "  Record 1",
        "    id: 4",
        `    email: ${TO}`,
        "    full_name: Ananya Rao",
        "    message: Call me\\u202e please",
        "    marketing_opt_in: no",
      ].join("\n"),
    );
    expect(text).toContain("Report requests (download_report): 2 records\n  Record 1\n    id: 9");
    expect(text).toContain("    utm_source: (empty)\n  Record 2\n    id: 12");
    expect(text).not.toContain("career_alerts");
  });

  it("shows the same rows escaped in the HTML part", () => {
    const { html } = copyEmail(TO, data, WITHDRAWAL);
    expect(html).toContain(">Report requests (download_report): 2 records</h2>");
    expect(html).toMatch(/>company<\/th><td[^>]*>Kaveri &lt;Bank&gt;<\/td>/);
    expect(html).not.toContain("<Bank>");
  });

  it("attaches the rows as JSON that parses back to what the database gave", () => {
    const [attachment, ...more] = copyEmail(TO, data, WITHDRAWAL).attachments ?? [];
    expect(more).toEqual([]);
    expect(attachment).toMatchObject({ filename: "sentinel-ai-data.json", contentType: "application/json" });
    expect(COPY_ATTACHMENT).toBe("sentinel-ai-data.json");
    expect(JSON.parse(attachment?.content ?? "")).toEqual(data);
  });

  it("tells an address we hold nothing for so, with no attachment", () => {
    const mail = copyEmail(TO, none, WITHDRAWAL);
    expect(mail.subject).toBe("We hold no personal data for this address");
    expect(mail.text).toContain("we hold no personal data for this address");
    expect(mail.attachments).toBeUndefined();
    expect(mail).toMatchObject({ list: { unsubscribe: ONE_CLICK_URL }, headers: oneClick });
  });
});

describe("the confirmation of an erasure", () => {
  const leads = { contact_messages: [3, 5], download_report: [8], career_alerts: [] };

  it("counts what was erased by kind, says a later form is a new consent, and carries no withdrawal link", () => {
    const mail = erasedEmail(TO, { reason: "erasure", leads });
    expect(mail.subject).toBe("Your data has been erased");
    expect(mail.text).toContain(
      [
        "Records erased:",
        "  Contact enquiries, demo requests and ROI estimates: 2",
        "  Report requests: 1",
        "  Careers alert sign-ups: 0",
      ].join("\n"),
    );
    expect(mail.html).toContain("<li>Report requests: 1</li>");
    expect(mail.text).toContain("If you send one of our forms again, that is a new consent");
    expect(mail.text + mail.html).not.toContain(WITHDRAW_LINK_TEXT);
    expect(mail.list).toBeUndefined();
    expect(mail.headers).toBeUndefined();
  });

  it("says a withdrawal is one, and that an unknown address had nothing to erase", () => {
    const mail = erasedEmail(TO, {
      reason: "withdrawal",
      leads: { ...leads, contact_messages: [], download_report: [] },
    });
    expect(mail.subject).toBe("Your consent is withdrawn and your data erased");
    expect(mail.text).toContain("we held none, so there was nothing to erase");
  });
});

describe("the notice of an erasure to the business", () => {
  it("names by id the notifications and correction e-mails to delete from the inbox, and no address", () => {
    const mail = erasureNoticeEmail(
      77,
      {
        reason: "withdrawal",
        leads: { contact_messages: [3, 5], download_report: [8], career_alerts: [] },
        corrections: [41],
      },
      "sales@sentinelai.example",
    );
    expect(mail.to).toEqual({ name: "", address: "sales@sentinelai.example" });
    expect(mail.subject).toBe("Erasure #77: delete the e-mails about it from your inbox");
    expect(mail.text).toContain("withdrew their consent");
    expect(mail.text).toContain("contact_messages #3, #5");
    expect(mail.text).toContain("data correction requests #41");
    expect(mail.html).toContain("<li>The data correction requests #41</li>");
    expect(mail.text + mail.html).not.toContain("@bank");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.list).toBeUndefined();
  });
});

describe("the correction request to the business", () => {
  it("gives the address and the correction under the unverified heading, and that the person was told", () => {
    const mail = correctionEmail(
      31,
      { email: "o'brien@bank.example", correction: "My company is now Kaveri Bank Ltd." },
      "sales@sentinelai.example",
    );
    expect(mail.to).toEqual({ name: "", address: "sales@sentinelai.example" });
    expect(mail.replyTo).toEqual({ name: "", address: "o'brien@bank.example" });
    expect(mail.subject).toBe("Data correction request #31");
    expect(mail.text).toContain("they were told our team makes the correction and replies to them");
    expect(mail.text).toContain("  npm run leads -- person 'o'\\''brien@bank.example'");
    expect(mail.text).toContain(
      `${VISITOR_HEADING}\n  E-mail: o'brien@bank.example\n  Correction:\n    My company is now Kaveri Bank Ltd.`,
    );
    expect(mail.text + mail.html).not.toContain(WITHDRAW_LINK_TEXT);
    expect(mail.list).toBeUndefined();
  });
});
