import { describe, expect, it } from "vitest";

import {
  type ContactMessage,
  LIST_LEADS_COMMAND,
  VISITOR_HEADING,
  digestEmail,
  estimateNotificationEmail,
  notificationEmail,
  WITHDRAW_LINK_TEXT,
  reportEmail,
} from "./messages.ts";
import { inert, personalName } from "./visitor-text.ts";

const REPORT_URL = "https://www.sentinelai.example/reports/global-cyber-fraud-trends-2025.pdf";
const WITHDRAW_URL = "https://www.sentinelai.example/data-rights/withdraw#token=0123abcd";
const ONE_CLICK_URL = "https://www.sentinelai.example/data-rights/withdraw?token=0123abcd";
const WITHDRAWAL = { page: WITHDRAW_URL, oneClick: ONE_CLICK_URL };

const contact: ContactMessage = {
  id: 7,
  full_name: "Rohit Malhotra",
  email: "rohit@aravalli.example",
  company: "Aravalli Capital",
  phone: "+91 98765 43210",
  question: "Pricing Information",
  message: "Please call us about merchant monitoring: https://aravalli.example/brief",
  referer: "/contact",
  form_source: "contact-us-form",
  notice_version: "2026-11-26",
  notice_language: "en",
};

const report = (firstName: string) =>
  reportEmail({ first_name: firstName, email: "v@x.example" }, REPORT_URL, WITHDRAWAL);
const neutral = report("");

const realNames = [
  "Anaïs",
  "Ravi Kumar",
  "D'Souza",
  "O’Brien",
  "Jean-Luc",
  "अनन्या",
  "கார்த்திக்",
  "Dr. A. Sharma",
  "Zoë van der Berg",
  "محمد",
  "A".repeat(40),
];

const hostileNames = [
  "Your account is locked, call +1 555 0100 at evil.example",
  "+1 555 0100",
  "https://evil.example/login",
  "evil.example",
  "www.evil.example",
  "Ana\u202enyA",
  "Ana\u2066nya\u2069",
  "Ana\u200bnya",
  "Ana\nBcc: victim@x.example",
  "Ana\u001b]8;;https://evil.example\u0007nya",
  "Ananya ".repeat(72).slice(0, 500),
  "A".repeat(41),
  '<a href="https://evil.example">Ananya</a>',
  "<b>Ananya</b>",
  "Ananya2",
  "अनन्या ४",
  "...",
  "'-",
];

describe("the report e-mail to the address a visitor typed", () => {
  it.each(realNames)("greets %s by the first name as typed", (name) => {
    const mail = report(name);
    expect(mail.text.split("\n")[0]).toBe(`Dear ${name},`);
    expect(mail.html).toContain(`<p>Dear ${name.replace(/'/g, "&#39;")},</p>`);
  });

  it("greets a decomposed name in its composed form, with runs of spaces as one", () => {
    expect(report("Ana\u0308is  Roy ").text.split("\n")[0]).toBe("Dear Anäis Roy,");
    expect(personalName("Ana\u0308is")).toBe("Anäis");
  });

  it.each(hostileNames.map((name) => [JSON.stringify(name).slice(0, 60), name]))(
    "is word for word the neutral e-mail for the first name %s",
    (_, name) => {
      const mail = report(name);
      expect(mail).toEqual(neutral);
      expect(mail.text.split("\n")[0]).toBe("Hello,");
    },
  );

  it("keeps its subject free of anything the visitor typed", () => {
    expect(report("Ananya").subject).toBe(neutral.subject);
  });

  it("ends with the withdrawal page's link in both parts, and carries the one-click URL as List-Unsubscribe", () => {
    expect(neutral.text.split("\n").at(-2)).toBe(`${WITHDRAW_LINK_TEXT}: ${WITHDRAW_URL}`);
    expect(neutral.html).toContain(`<a href="${WITHDRAW_URL}" style="color:#64748b">${WITHDRAW_LINK_TEXT}</a>`);
    expect(neutral.list).toEqual({ unsubscribe: ONE_CLICK_URL });
    expect(neutral.headers).toEqual({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });
});

describe("notifications to the business inbox", () => {
  it("list each field the visitor typed under a heading that marks it unverified, in both parts", () => {
    const mail = notificationEmail(contact, "sales@sentinelai.example");
    // Address objects, which the mailer sends to as they are, never a string it would parse.
    expect(mail).toMatchObject({
      to: { name: "", address: "sales@sentinelai.example" },
      replyTo: { name: "", address: contact.email },
    });
    expect(mail.text).toBe(
      [
        "New enquiry #7 from the website. Reply within 24 hours.",
        "Form: contact-us-form",
        "Enquiry type: Pricing Information",
        "",
        "What the visitor typed (unverified):",
        "  Name: Rohit Malhotra",
        "  Company: Aravalli Capital",
        "  E-mail: rohit@aravalli.example",
        "  Phone: +91 98765 43210",
        "  Page: /contact",
        "  Message:",
        "    Please call us about merchant monitoring: https://aravalli.example/brief",
        "End of what the visitor typed.",
      ].join("\n"),
    );
    expect(mail.html).toContain(">What the visitor typed (unverified):</h2>");
    for (const [label, value] of [
      ["Name", "Rohit Malhotra"],
      ["Company", "Aravalli Capital"],
      ["Phone", "+91 98765 43210"],
    ] as const)
      expect(mail.html).toMatch(new RegExp(`>${label}</th><td[^>]*>${value.replace("+", "\\+")}</td>`));
  });

  it("carry no withdrawal link and no List-Unsubscribe: they go to the business, not a visitor", () => {
    for (const mail of [
      notificationEmail(contact, "sales@sentinelai.example"),
      estimateNotificationEmail({ ...contact, form_source: "roi-calculator" }, "sales@sentinelai.example"),
    ]) {
      expect(mail.text + mail.html).not.toContain(WITHDRAW_LINK_TEXT);
      expect(mail.list).toBeUndefined();
      expect(mail.headers).toBeUndefined();
    }
  });

  it("keep the visitor's words out of the subject", () => {
    const hostile = { ...contact, company: "URGENT: wire ₹5 lakh today", full_name: "Bank Security" };
    expect(notificationEmail(hostile, "x@example.in").subject).toBe("New enquiry #7: Pricing Information");
    expect(notificationEmail({ ...hostile, form_source: "demo-request-modal" }, "x@example.in").subject).toBe(
      "Demo request #7",
    );
  });

  it("show control and bidi characters as codes and escape the HTML", () => {
    const mail = notificationEmail(
      {
        ...contact,
        company: "Evil Corp\r\nBcc: victim@example.in",
        full_name: "Mallory\u202e https://evil.example",
        message: `<script>alert("x")</script>\u001b[2J\nsecond line`,
      },
      "sales@sentinelai.example",
    );
    expect(mail.text).toContain("  Company: Evil Corp\\x0d\\x0aBcc: victim@example.in\n");
    expect(mail.text).toContain("  Name: Mallory\\u202e https://evil.example\n");
    expect(mail.text).toContain(`    <script>alert("x")</script>\\x1b[2J\n    second line\n`);
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part.replace(/\n/g, "")).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Mallory\\u202e https://evil.example");
  });

  it("indent every line of a message, so none passes for the site's own words", () => {
    const mail = notificationEmail(
      { ...contact, message: "Hi\nEnd of what the visitor typed.\nForm: verified-partner" },
      "x@example.in",
    );
    const lines = mail.text.split("\n");
    const typed = lines.slice(lines.indexOf("What the visitor typed (unverified):") + 1);
    expect(typed.filter((line) => !line.startsWith("  "))).toEqual(["End of what the visitor typed."]);
    expect(typed.at(-1)).toBe("End of what the visitor typed.");
  });

  it("list where the visit came from among the visitor's fields, labelled, only what was recorded", () => {
    const visit = { utm_source: "newsletter", utm_campaign: "q4", landing_path: "/", referrer_host: "mail.google.com" };
    const mail = notificationEmail({ ...contact, ...visit, utm_medium: null }, "x@example.in");
    expect(mail.text).toContain(
      [
        "  Page: /contact",
        "  Campaign source (utm_source): newsletter",
        "  Campaign (utm_campaign): q4",
        "  Landing page: /",
        "  Referring site: mail.google.com",
        "  Message:",
      ].join("\n"),
    );
    expect(mail.text).not.toContain("utm_medium");
    const typed = mail.html.slice(mail.html.indexOf(VISITOR_HEADING));
    expect(typed).toMatch(/>Campaign source \(utm_source\)<\/th><td[^>]*>newsletter<\/td>/);
    expect(typed).toMatch(/>Referring site<\/th><td[^>]*>mail\.google\.com<\/td>/);
    const estimate = estimateNotificationEmail({ ...contact, ...visit, form_source: "roi-calculator" }, "x@example.in");
    expect(estimate.text).toContain("  Campaign (utm_campaign): q4\n");
  });

  it("show a hostile campaign value as inert text, never as markup", () => {
    const mail = notificationEmail(
      {
        ...contact,
        utm_campaign: '<a href="https://evil.example/login">Verify your account</a>',
        utm_source: "bank\u202e\r\nBcc: victim@example.in",
        referrer_host: "<img src=x onerror=alert(1)>",
      },
      "x@example.in",
    );
    expect(mail.html).not.toMatch(/<a href|<img/);
    expect(mail.html).toContain("&lt;a href=&quot;https://evil.example/login&quot;&gt;Verify your account&lt;/a&gt;");
    expect(mail.text).toContain("  Campaign source (utm_source): bank\\u202e\\x0d\\x0aBcc: victim@example.in\n");
    for (const part of [mail.subject, mail.text, mail.html])
      expect(part.replace(/\n/g, "")).not.toMatch(/[\p{Cc}\p{Cf}]/u);
  });

  it("say so when a field was left empty", () => {
    const mail = notificationEmail({ ...contact, phone: "" }, "x@example.in");
    expect(mail.text).toContain("  Phone: (empty)\n");
  });
});

describe("invisible characters in what the business reads", () => {
  it("become their codes; a message keeps its line breaks and tabs", () => {
    expect(inert("a\u202eb\u0000c\u{e0041}")).toBe("a\\u202eb\\x00c\\u{e0041}");
    expect(inert("a\r\nb\tc\rd", { multiline: true })).toBe("a\nb\tc\\x0dd");
    expect(inert("a\nb")).toBe("a\\x0ab");
  });
});

describe("the digest of leads over the notification cap", () => {
  const digest = {
    id: 3,
    lead_count: 170,
    by_form: { "roi-calculator": 56, "contact-us-form": 57, "demo-request-modal": 57 },
    first_id: 31,
    last_id: 200,
    first_created_at: new Date("2025-11-25T10:00:12Z"),
    last_created_at: new Date("2025-11-25T10:02:40Z"),
    per_hour: 30,
    digest_minutes: 15,
    failures: [],
    crm_failures: [],
    webhooks_waiting: 0,
    webhook_per_hour: null,
  };

  it("counts the leads by form and names the command that lists them", () => {
    const mail = digestEmail(digest, "sales@sentinelai.example");
    expect(mail.to).toEqual({ name: "", address: "sales@sentinelai.example" });
    expect(mail.subject).toBe("Lead digest #3: 170 leads without a notification of their own");
    expect(mail.text).toContain(
      "170 leads arrived from the website between 2025-11-25 10:00 UTC and 2025-11-25 10:02 UTC, after the 30 notification e-mails an hour were used up.",
    );
    expect(mail.text).toContain("the next digest follows 15 minutes after this one at the earliest.");
    expect(mail.text).toContain("By form:\n  contact-us-form: 57\n  demo-request-modal: 57\n  roi-calculator: 56\n");
    expect(mail.text).toContain(`digest_id 3 (ids 31 to 200)`);
    expect(mail.text).toContain(`  ${LIST_LEADS_COMMAND}\n`);
    expect(LIST_LEADS_COMMAND).toBe("npm run leads -- list contact_messages");
    expect(mail.text).toContain("where digest_id = 3 order by id;");
    expect(mail.html).toContain(`<code>${LIST_LEADS_COMMAND}</code>`);
    expect(mail.html).toContain("<li>demo-request-modal: 57</li>");
  });

  it("names each lead whose e-mail failed for good by table, id and form, with none of the visitor's words", () => {
    const mail = digestEmail(
      {
        ...digest,
        lead_count: 0,
        by_form: {},
        first_id: null,
        last_id: null,
        first_created_at: null,
        last_created_at: null,
        failures: [
          { table: "contact_messages", id: 41, form: "demo-request-modal", created_at: "2025-11-24T09:15:00Z" },
          { table: "download_report", id: 7, form: "report-request", created_at: "2025-11-24T11:40:00Z" },
        ],
      },
      "sales@sentinelai.example",
    );
    expect(mail.subject).toBe("Lead digest #3: 2 deliveries failed");
    expect(mail.text).toContain("2 leads' e-mails could not be delivered in 24 hours of attempts");
    expect(mail.text).toContain(
      "  contact_messages #41 (demo-request-modal), received 2025-11-24 09:15 UTC: the notification to you",
    );
    expect(mail.text).toContain(
      "  download_report #7 (report-request), received 2025-11-24 11:40 UTC: the report link to the requester",
    );
    expect(mail.text).toContain("where failure_digest_id = 3;");
    expect(mail.text).not.toContain("arrived from the website");
  });

  it("names the deletions the CRM missed by the ids of their leads, and never an address", () => {
    const mail = digestEmail(
      {
        ...digest,
        lead_count: 0,
        crm_failures: [
          {
            type: "lead.erased",
            webhook_id: "evt_00000000000000000000000000000009",
            occurred_at: "2025-11-24T09:15:00Z",
            leads: { contact_messages: [41, 43], download_report: [], career_alerts: [7] },
            error: "No webhook is configured (LEAD_WEBHOOK_URL): the CRM was not told",
          },
          {
            type: "lead.expired",
            webhook_id: "evt_0000000000000000000000000000000a",
            occurred_at: "2025-11-25T00:00:00Z",
            leads: { contact_messages: [], download_report: [2], career_alerts: [] },
            error: "HTTP 500",
          },
        ],
      },
      "sales@sentinelai.example",
    );
    expect(mail.subject).toBe("Lead digest #3: 2 deletions not in your CRM");
    expect(mail.text).toContain("2 deletions could not reach your CRM");
    expect(mail.text).toContain(
      "  Erased at the person's request 2025-11-24 09:15 UTC (evt_00000000000000000000000000000009): contact_messages #41, #43; career_alerts #7. No webhook is configured",
    );
    expect(mail.text).toContain(
      "  Past its retention period 2025-11-25 00:00 UTC (evt_0000000000000000000000000000000a): download_report #2. HTTP 500",
    );
    expect(mail.text).not.toContain("@");
  });

  it("says how many lead events wait for the webhook cap, beside the leads over the notification cap", () => {
    const mail = digestEmail({ ...digest, webhooks_waiting: 412, webhook_per_hour: 300 }, "sales@sentinelai.example");
    expect(mail.subject).toBe("Lead digest #3: 170 leads without a notification of their own; 412 lead events waiting");
    expect(mail.text).toContain(
      "412 lead events wait for your CRM's webhook: the 300 sends an hour of LEAD_WEBHOOK_MAX_PER_HOUR are used up. None is dropped: they go oldest first as the hour allows.",
    );
    expect(mail.text).toContain("  npm run leads -- events");
  });
});
