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
};

describe("ROI estimate notification", () => {
  it("lays out each section of the estimate as a labelled table, with the link clickable", () => {
    const mail = estimateNotificationEmail(row, "sales@example.in");
    expect(mail).toMatchObject({ to: "sales@example.in", replyTo: "ananya@bank.example" });
    expect(mail.subject).toBe("ROI estimate from Kaveri <Bank>");
    for (const heading of ["Inputs", "Results"]) expect(mail.html).toContain(`>${heading}</h3>`);
    expect(mail.html).toMatch(/>Net annual benefit<\/th><td[^>]*>₹4\.23 crore a year<\/td>/);
    expect(mail.html).toContain('<a href="https://www.sentinelai.example/roi-calculator?type=bank&amp;tx=10000000">');
    expect(mail.html).toContain("Kaveri &lt;Bank&gt;");
    expect(mail.html).not.toContain("<Bank>");
  });

  it("keeps the whole estimate in the plain-text part", () => {
    const mail = estimateNotificationEmail(row, "sales@example.in");
    expect(mail.text).toContain("ROI estimate #42 from the website: Ananya Rao, Kaveri <Bank>.");
    expect(mail.text).toContain(estimate);
  });

  it("shows the visitor's name and company as plain words, as the other notifications do", () => {
    const mail = estimateNotificationEmail(
      { ...row, full_name: "Ananya\u0007\u001b Rao", company: "Refunds at https://evil.example/kyc" },
      "sales@example.in",
    );
    expect(mail.subject).toBe("ROI estimate from Refunds at");
    expect(mail.text).toContain("from the website: Ananya Rao, Refunds at.");
    expect(mail.html).not.toContain("evil.example");
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
