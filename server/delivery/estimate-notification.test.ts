import { describe, expect, it } from "vitest";

import { type ContactMessage, estimateNotificationEmail } from "./messages.ts";

const estimate = [
  "ROI estimate from the calculator\n- Shareable link: https://www.sentinelai.example/roi-calculator?type=bank&tx=10000000",
  "Inputs\n- Institution type: Bank\n- Monthly transactions: 1,00,00,000 a month",
  "Results\n- Net annual benefit: ₹4.23 crore a year\n- Payback period: 1.4 months",
].join("\n\n");

const row: ContactMessage = {
  id: 42,
  full_name: "Ananya Rao",
  email: "ananya@bank.example",
  company: "Kaveri <Bank>",
  phone: "",
  question: "Product Demo Request",
  message: estimate,
  referer: "/roi-calculator",
  form_source: "roi-calculator",
  notice_version: "2026-11-26",
  notice_language: "en",
};

describe("ROI estimate notification", () => {
  it("lays out each section of the estimate as a labelled table, with the link to the site clickable", () => {
    const mail = estimateNotificationEmail(row, "sales@example.in");
    expect(mail).toMatchObject({
      to: { name: "", address: "sales@example.in" },
      replyTo: { name: "", address: "ananya@bank.example" },
    });
    expect(mail.subject).toBe("ROI estimate #42");
    for (const heading of ["Inputs", "Results"]) expect(mail.html).toContain(`>${heading}</h3>`);
    expect(mail.html).toMatch(/>Net annual benefit<\/th><td[^>]*>₹4\.23 crore a year<\/td>/);
    expect(mail.html).toContain('<a href="https://www.sentinelai.example/roi-calculator?type=bank&amp;tx=10000000">');
    expect(mail.html).toContain("Kaveri &lt;Bank&gt;");
    expect(mail.html).not.toContain("<Bank>");
  });

  it("keeps the whole estimate in the plain-text part, under the visitor's heading", () => {
    const mail = estimateNotificationEmail(row, "sales@example.in");
    expect(mail.text).toContain("ROI estimate #42 from the website. Reply within 24 hours.\nForm: roi-calculator\n");
    const typed = mail.text.slice(mail.text.indexOf("What the visitor typed (unverified):\n"));
    expect(typed).toContain("  Name: Ananya Rao\n  Company: Kaveri <Bank>\n  E-mail: ananya@bank.example\n");
    expect(typed).toContain("  Estimate:\n");
    for (const line of estimate.split("\n")) expect(typed).toContain(line ? `\n    ${line}\n` : "\n\n");
    expect(typed.endsWith("\nEnd of what the visitor typed.")).toBe(true);
  });

  it("keeps the visitor's name and company out of the subject and shows their hidden characters", () => {
    const mail = estimateNotificationEmail(
      { ...row, full_name: "Ananya\u0007\u001b Rao", company: "Refunds at https://evil.example/kyc" },
      "sales@example.in",
    );
    expect(mail.subject).toBe("ROI estimate #42");
    expect(mail.text).toContain("  Name: Ananya\\x07\\x1b Rao\n  Company: Refunds at https://evil.example/kyc\n");
    expect(mail.html).not.toContain('href="https://evil.example');
  });

  it("links only to the site itself", () => {
    const forged = estimate.replace("https://www.sentinelai.example/", "https://sentinelai.example.evil.example/");
    const mail = estimateNotificationEmail({ ...row, message: forged }, "x@example.in");
    expect(mail.html).not.toContain("<a href");
    expect(mail.html).toContain(
      ">https://sentinelai.example.evil.example/roi-calculator?type=bank&amp;tx=10000000</td>",
    );
    const local = estimateNotificationEmail(
      { ...row, message: estimate.replace("https://www.sentinelai.example/", "http://127.0.0.1:3000/") },
      "x@example.in",
      "http://127.0.0.1:3000",
    );
    expect(local.html).toContain('<a href="http://127.0.0.1:3000/roi-calculator?type=bank&amp;tx=10000000">');
  });

  it("escapes a line that is not a label and value", () => {
    const mail = estimateNotificationEmail(
      { ...row, message: 'Inputs\n<img src=x onerror="alert(1)">' },
      "x@example.in",
    );
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.html).not.toContain("<img");
  });
});
