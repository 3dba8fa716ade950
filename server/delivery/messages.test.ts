import { describe, expect, it } from "vitest";

import { notificationEmail, reportEmail } from "./messages.ts";
import { visitorText } from "./visitor-text.ts";

const REPORT_URL = "https://www.sentinelai.example/reports/global-cyber-fraud-trends-2025.pdf";

const contact = {
  id: 7,
  full_name: "Rohit Malhotra",
  email: "rohit@aravalli.example",
  company: "Aravalli Capital",
  phone: "+91 98765 43210",
  question: "Pricing Information",
  message: "Please call us about merchant monitoring: https://aravalli.example/brief",
  referer: "/contact",
  form_source: "contact-us-form" as const,
};

/** Every http(s) link, www. name or bare domain in `text` other than the ones the e-mail itself means. */
const strayLinks = (text: string) =>
  (text.match(/https?:\/\/\S+|www\.\S+|\b[\w-]+\.(?:example|com|in|ru|ly)\b/gi) ?? []).filter(
    (link) => !REPORT_URL.startsWith(link.replace(/[,.]$/, "")) && !/sentinelai\.example/.test(link),
  );

describe("names and companies in e-mails", () => {
  it("become plain words: no control or bidi characters, links, domains or addresses", () => {
    expect(visitorText("Ana\u001b]8;;https://evil.example\u0007nya\u202e Rao", 60)).toBe("Ana nya Rao");
    expect(visitorText("Claim your refund at https://evil.example/kyc now", 60)).toBe("Claim your refund at now");
    expect(visitorText("Visit www.evil.example or evil.example/login", 60)).toBe("Visit or");
    expect(visitorText("Write to help@evil.example\r\nBcc: x@y.example", 60)).toBe("Write to Bcc:");
    expect(visitorText("Kaveri Bank Ltd. (Mumbai)", 60)).toBe("Kaveri Bank Ltd. (Mumbai)");
  });

  it("are cut to a name's length, on a character and not inside one", () => {
    expect(visitorText("Ananya ".repeat(20), 60)).toHaveLength(60);
    expect(visitorText("Ananya ".repeat(20), 60).endsWith("…")).toBe(true);
    expect(Array.from(visitorText("😀".repeat(100), 10))).toHaveLength(10);
  });

  it("cannot make the report e-mail carry a visitor's phishing line", () => {
    const mail = reportEmail(
      {
        first_name: "Your KYC expired: verify at https://kyc-update.example/login within 24h\nBank Security",
        email: "v@x.example",
      },
      REPORT_URL,
    );
    for (const part of [mail.subject, mail.text, mail.html]) expect(strayLinks(part)).toEqual([]);
    expect(mail.text.split("\n")[0]).toBe("Dear Your KYC expired: verify at within 24h Bank Security,");
    expect(reportEmail({ first_name: "https://evil.example", email: "v@x.example" }, REPORT_URL).text).toMatch(
      /^Hello,\n/,
    );
  });

  it("keep the business notification's subject and fields to plain words, the message as sent", () => {
    const mail = notificationEmail(
      {
        ...contact,
        company: "Evil\u0000 Corp www.evil.example\r\nX-Spam: no",
        full_name: "Mallory\u202e https://evil.example",
      },
      "sales@sentinelai.example",
    );
    expect(mail.subject).toBe("New enquiry: Pricing Information from Evil Corp X-Spam: no");
    expect(mail.text).toContain("Company: Evil Corp X-Spam: no\n");
    expect(mail.text).toContain("Name: Mallory\n");
    expect(mail.html).not.toContain("evil.example");
    expect(mail.text).toContain(contact.message);
  });
});
