import { ATTRIBUTION_FIELDS, type Attribution, type AttributionField, type ContactRow } from "#shared/leads.ts";
import { brand, colors } from "#shared/brand.ts";
import { REPORT_TITLE } from "#shared/free-report.ts";

import { inert, personalName } from "./visitor-text.ts";

// E-mails as plain text plus a clean HTML part. The e-mail to a report requester carries
// none of the visitor's words but a first name that reads as a personal name. Notifications
// to the business show the visitor's words under "What the visitor typed (unverified):",
// each field labelled, invisible characters as codes, escaped in the HTML; their subjects
// are the site's words only (visitor-text.ts).

/**
 * A recipient as the mailer takes it: an address object, which nodemailer sends to as it is.
 * A string it would parse, and a comment, a display name or a list in it would make another
 * recipient (the database takes plain addresses only, too).
 */
export interface Mailbox {
  name: string;
  address: string;
}

export const mailbox = (address: string): Mailbox => ({ name: "", address });

export interface Email {
  to: Mailbox;
  subject: string;
  text: string;
  html: string;
  replyTo?: Mailbox;
  /** nodemailer's List-* headers: `unsubscribe` becomes `List-Unsubscribe: <url>` (RFC 2369). */
  list?: { unsubscribe: string };
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** The link every e-mail to a visitor carries, and its words in both parts. */
export const WITHDRAW_LINK_TEXT = "Withdraw consent and erase my data";

/** RFC 8058: a mail client may POST this body to the List-Unsubscribe URL, with no page in between. */
export const ONE_CLICK_HEADERS = { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };

const WITHDRAW_PAGE = "The page it opens erases every record we hold for this address when you press its button.";

const withdrawalText = (url: string) => `\n\n-- \n${WITHDRAW_LINK_TEXT}: ${url}\n${WITHDRAW_PAGE}`;

const withdrawalHtml = (url: string) =>
  `<br><a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(WITHDRAW_LINK_TEXT)}</a>. ${escapeHtml(WITHDRAW_PAGE)}`;

/**
 * A withdrawal link in its two forms: the page's, whose token rides in the fragment so it stays
 * out of servers' logs and the Referer, and RFC 8058's List-Unsubscribe URL, which a mail client
 * POSTs with no page in between, so its token must be in the query (withdrawal-links.ts).
 */
export interface WithdrawalLink {
  page: string;
  oneClick: string;
}

/**
 * An e-mail to a visitor: it ends with the link that withdraws their consent and erases their
 * data (the page it opens asks for one click; a GET changes nothing), and carries the one-click
 * URL as List-Unsubscribe with RFC 8058's one-click header, so mail clients show their own button.
 */
export function visitorEmail(
  { to, subject, text, body }: { to: string; subject: string; text: string; body: string },
  withdrawal: WithdrawalLink,
): Email {
  return {
    to: mailbox(to),
    subject,
    text: text + withdrawalText(withdrawal.page),
    html: layout(subject, body, withdrawalHtml(withdrawal.page)),
    list: { unsubscribe: withdrawal.oneClick },
    headers: ONE_CLICK_HEADERS,
  };
}

/** The site's e-mail page; `footer` is more of the footer's HTML, already escaped. */
export function layout(title: string, body: string, footer = ""): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px">
<tr><td style="background:${colors.ink[900]};border-radius:12px 12px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#64748b">${escapeHtml(brand.legalName)} · ${escapeHtml(brand.email)}${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface ReportRequest {
  first_name: string;
  email: string;
}

/** The report link, to the address the visitor typed: only a personal first name of theirs. */
export function reportEmail(row: ReportRequest, reportUrl: string, withdrawal: WithdrawalLink): Email {
  const subject = `Your copy of the ${REPORT_TITLE}`;
  const name = personalName(row.first_name);
  const greeting = name ? `Dear ${name},` : "Hello,";
  const text = [
    greeting,
    "",
    `Thank you for requesting the ${REPORT_TITLE}. You can download it here:`,
    reportUrl,
    "",
    "It covers the latest fraud patterns, defence strategies and regulatory updates for financial institutions.",
    `If you would like to discuss what it means for your institution, reply to this e-mail: ${brand.responsePromise.toLowerCase()}.`,
    "",
    `The ${brand.name} team`,
  ].join("\n");
  const body = `<p>${escapeHtml(greeting)}</p>
<p>Thank you for requesting the <strong>${escapeHtml(REPORT_TITLE)}</strong>.</p>
<p style="margin:28px 0"><a href="${escapeHtml(reportUrl)}" style="background:${colors.brand.purple};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">Download the report (PDF)</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(reportUrl)}">${escapeHtml(reportUrl)}</a></p>
<p>It covers the latest fraud patterns, defence strategies and regulatory updates for financial institutions. If you would like to discuss what it means for your institution, reply to this e-mail: ${escapeHtml(brand.responsePromise.toLowerCase())}.</p>
<p>The ${escapeHtml(brand.name)} team</p>`;
  return visitorEmail({ to: row.email, subject, text, body }, withdrawal);
}

/** A stored `contact_messages` row, as the worker reads it. */
export type ContactMessage = Omit<ContactRow, "first_name" | "last_name"> & { id: number };

export const VISITOR_HEADING = "What the visitor typed (unverified):";
const VISITOR_END = "End of what the visitor typed.";

export interface Field {
  label: string;
  value: string;
  multiline?: boolean;
}

const shown = ({ value, multiline }: Field) => (value === "" ? "(empty)" : inert(value, { multiline }));

/** The visitor's fields, indented under the heading so no line of theirs passes for ours. */
export function typedText(fields: Field[]): string {
  const lines = fields.flatMap((field) =>
    field.multiline
      ? [
          `  ${field.label}:`,
          ...shown(field)
            .split("\n")
            .map((line) => (line ? `    ${line}` : "")),
        ]
      : [`  ${field.label}: ${shown(field)}`],
  );
  return [VISITOR_HEADING, ...lines, VISITOR_END].join("\n");
}

export const labelCell = (label: string) =>
  `<th align="left" valign="top" style="padding:4px 12px 4px 0;color:#64748b;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>`;

/** The same fields in a marked box; `after` is more of the visitor's words, already escaped. */
export function typedHtml(fields: Field[], after = ""): string {
  const rows = fields
    .map(
      (field) =>
        `<tr>${labelCell(field.label)}<td style="padding:4px 0;white-space:pre-wrap;word-break:break-word">${escapeHtml(shown(field))}</td></tr>`,
    )
    .join("\n");
  return `<h2 style="margin:24px 0 8px;font-size:15px">${escapeHtml(VISITOR_HEADING)}</h2>
<div style="border-left:4px solid #f59e0b;background:#fffbeb;padding:12px 16px">
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table>${after}
</div>
<p style="font-size:13px;color:#64748b">${escapeHtml(VISITOR_END)}</p>`;
}

const attributionLabels: Record<AttributionField, string> = {
  landing_path: "Landing page",
  referrer_host: "Referring site",
  utm_source: "Campaign source (utm_source)",
  utm_medium: "Campaign medium (utm_medium)",
  utm_campaign: "Campaign (utm_campaign)",
  utm_term: "Campaign term (utm_term)",
  utm_content: "Campaign content (utm_content)",
};

/**
 * Where the visit came from, as the visitor's browser reported it: the fields it reported,
 * among the visitor's own, since anyone can make up a link's campaign parameters.
 */
const attributionFields = (row: Attribution): Field[] =>
  ATTRIBUTION_FIELDS.flatMap((field) => {
    const value = row[field];
    return value ? [{ label: attributionLabels[field], value }] : [];
  });

const contactFields = (row: ContactMessage): Field[] => [
  { label: "Name", value: row.full_name },
  { label: "Company", value: row.company },
  { label: "E-mail", value: row.email },
  { label: "Phone", value: row.phone },
  { label: "Page", value: row.referer },
  ...attributionFields(row),
];

/** Our own lines: the enquiry type and form are values the database allows from a fixed list. */
function ourLines(kind: string, row: ContactMessage): string[] {
  return [`${kind} #${row.id} from the website. Reply within 24 hours.`, `Form: ${row.form_source}`];
}

export function notificationEmail(row: ContactMessage, to: string): Email {
  const demo = row.form_source === "demo-request-modal";
  const kind = demo ? "Demo request" : "New enquiry";
  const subject = demo ? `${kind} #${row.id}` : `${kind} #${row.id}: ${row.question}`;
  const ours = [...ourLines(kind, row), `Enquiry type: ${row.question}`];
  const fields = [...contactFields(row), { label: "Message", value: row.message, multiline: true }];
  const text = [...ours, "", typedText(fields)].join("\n");
  const html = layout(
    subject,
    `${ours.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join("\n")}
${typedHtml(fields)}`,
  );
  return { to: mailbox(to), subject, text, html, replyTo: mailbox(row.email) };
}

/**
 * The business's notification of an estimate sent from the ROI calculator. The message is the
 * estimate as the page wrote it (src/lib/roi/summary.ts): sections separated by a blank line,
 * each a heading and "- Label: value" lines, laid out here as one table per section. Anyone
 * can send such a message, so it stays in the visitor's box, and only a link to `siteUrl` is
 * made clickable.
 */
export function estimateNotificationEmail(row: ContactMessage, to: string, siteUrl: string = brand.url): Email {
  const subject = `ROI estimate #${row.id}`;
  const ours = ourLines("ROI estimate", row);
  const estimate: Field = { label: "Estimate", value: row.message, multiline: true };
  const text = [...ours, "", typedText([...contactFields(row), estimate])].join("\n");
  const ownOrigin = new URL(siteUrl).origin;
  const link = (value: string) => {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    return url?.origin === ownOrigin ? `<a href="${escapeHtml(url.href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  };
  const sections = inert(row.message, { multiline: true })
    .split(/\n\s*\n/)
    .map((section) => {
      const [heading = "", ...lines] = section.split("\n");
      const cells = lines.map((line) => {
        const [, label, value] = /^- ([^:]+): (.*)$/.exec(line) ?? [];
        if (label === undefined || value === undefined) return `<tr><td colspan="2">${escapeHtml(line)}</td></tr>`;
        return `<tr>${labelCell(label)}<td style="padding:4px 0;font-weight:bold;word-break:break-word">${link(value)}</td></tr>`;
      });
      return `<h3 style="margin:16px 0 4px;font-size:14px">${escapeHtml(heading)}</h3>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${cells.join("\n")}</table>`;
    });
  const html = layout(
    subject,
    `${ours.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join("\n")}
${typedHtml(contactFields(row), `\n<p style="margin:12px 0 0;color:#64748b">Estimate:</p>\n${sections.join("\n")}`)}`,
  );
  return { to: mailbox(to), subject, text, html, replyTo: mailbox(row.email) };
}

/** A lead whose e-mail failed for good, as a digest names it: no word of the visitor's. */
export interface DigestFailure {
  table: "contact_messages" | "download_report";
  id: number;
  form: string;
  created_at: string;
}

/**
 * A deletion the CRM could not be told of (`lead.erased`, `lead.expired`), as a digest names
 * it: the ids of the leads to delete by hand, never the address.
 */
export interface CrmFailure {
  type: "lead.erased" | "lead.expired";
  webhook_id: string;
  occurred_at: string;
  leads: Partial<Record<"contact_messages" | "download_report" | "career_alerts", number[]>>;
  error: string | null;
}

/**
 * A row of private.notification_digests: leads over the notification cap, counted; deliveries
 * that failed for good since the last digest; deletions the CRM could not be told of; lead
 * events waiting for the webhook cap.
 */
export interface Digest {
  id: number;
  lead_count: number;
  by_form: Record<string, number>;
  first_id: number | null;
  last_id: number | null;
  first_created_at: Date | null;
  last_created_at: Date | null;
  /** The caps it was gathered under. */
  per_hour: number;
  digest_minutes: number;
  failures: DigestFailure[];
  crm_failures: CrmFailure[];
  webhooks_waiting: number;
  webhook_per_hour: number | null;
}

export const LIST_LEADS_COMMAND = "npm run leads -- list contact_messages";

const minute = (date: Date) => `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A digest's part: its paragraphs, and the lines a command or query should be copied from. */
type Part = (string | { code: string } | { list: string[] })[];

function overCap(digest: Digest): Part {
  const { first_created_at: first, last_created_at: last } = digest;
  if (!digest.lead_count || !first || !last) return [];
  const leads = count(digest.lead_count, "lead", "leads");
  const forms = Object.entries(digest.by_form).sort(([a], [b]) => a.localeCompare(b));
  return [
    `${leads} arrived from the website between ${minute(first)} and ${minute(last)}, after the ${digest.per_hour} notification e-mails an hour were used up. None of them gets an e-mail of its own.`,
    "By form:",
    { list: forms.map(([form, n]) => `${form}: ${n}`) },
    `They are the contact_messages rows with digest_id ${digest.id} (ids ${digest.first_id} to ${digest.last_id}). To list them:`,
    { code: LIST_LEADS_COMMAND },
    "or in the Supabase SQL editor:",
    { code: `select * from public.contact_messages where digest_id = ${digest.id} order by id;` },
    `If more leads arrive while the cap holds, the next digest follows ${digest.digest_minutes} minutes after this one at the earliest.`,
  ];
}

function failures(digest: Digest): Part {
  if (!digest.failures.length) return [];
  return [
    `${count(digest.failures.length, "lead's e-mail", "leads' e-mails")} could not be delivered in 24 hours of attempts and will not be tried again:`,
    {
      list: digest.failures.map(
        (failure) =>
          `${failure.table} #${failure.id} (${failure.form}), received ${minute(new Date(failure.created_at))}: ${failure.table === "download_report" ? "the report link to the requester" : "the notification to you"}`,
      ),
    },
    "The error each got is in the row (notify_error or last_error). To see them:",
    { code: "npm run leads -- list contact_messages" },
    { code: "npm run leads -- list download_report" },
    "To try again once the mail server works, in the Supabase SQL editor:",
    {
      code: `update public.contact_messages set notify_failed_at = null, failure_digest_id = null, next_attempt_at = now() where failure_digest_id = ${digest.id};`,
    },
    {
      code: `update public.download_report set status = 'Requested', failure_digest_id = null, next_attempt_at = now() where failure_digest_id = ${digest.id} and status = 'Failed';`,
    },
  ];
}

const leadIds = (leads: CrmFailure["leads"]) =>
  Object.entries(leads)
    .filter(([, ids]) => ids?.length)
    .map(([table, ids]) => `${table} ${(ids ?? []).map((id) => `#${id}`).join(", ")}`)
    .join("; ") || "no lead ids (the address had none with us)";

function crmFailures(digest: Digest): Part {
  if (!digest.crm_failures.length) return [];
  return [
    `${count(digest.crm_failures.length, "deletion", "deletions")} could not reach your CRM, so its copies of these leads are still there. Delete them in the CRM by the lead ids (the "id" of each lead's event):`,
    {
      list: digest.crm_failures.map(
        (failure) =>
          `${failure.type === "lead.erased" ? "Erased at the person's request" : "Past its retention period"} ${minute(new Date(failure.occurred_at))} (${failure.webhook_id}): ${leadIds(failure.leads)}${failure.error ? `. ${failure.error}` : ""}`,
      ),
    },
  ];
}

function webhooksWaiting(digest: Digest): Part {
  if (!digest.webhooks_waiting) return [];
  return [
    `${count(digest.webhooks_waiting, "lead event waits", "lead events wait")} for your CRM's webhook: the ${digest.webhook_per_hour ?? ""} sends an hour of LEAD_WEBHOOK_MAX_PER_HOUR are used up. None is dropped: they go oldest first as the hour allows. To see them:`,
    { code: "npm run leads -- events" },
  ];
}

function digestSubject(digest: Digest): string {
  const parts = [
    digest.lead_count ? `${count(digest.lead_count, "lead", "leads")} without a notification of their own` : "",
    digest.failures.length ? `${count(digest.failures.length, "delivery", "deliveries")} failed` : "",
    digest.crm_failures.length ? `${count(digest.crm_failures.length, "deletion", "deletions")} not in your CRM` : "",
    digest.webhooks_waiting ? `${count(digest.webhooks_waiting, "lead event", "lead events")} waiting` : "",
  ];
  return `Lead digest #${digest.id}: ${parts.filter(Boolean).join("; ")}`;
}

/**
 * One e-mail for what the caps and the outages left: leads over the notification cap, leads
 * whose e-mail failed for good, deletions the CRM missed, lead events waiting for the webhook cap. Every word in it is
 * the site's or the database's.
 */
export function digestEmail(digest: Digest, to: string): Email {
  const subject = digestSubject(digest);
  const parts = [overCap(digest), failures(digest), crmFailures(digest), webhooksWaiting(digest)].filter(
    (part) => part.length,
  );
  const text = parts
    .map((part) =>
      part
        .map((item) =>
          typeof item === "string"
            ? item
            : "code" in item
              ? `  ${item.code}`
              : item.list.map((line) => `  ${line}`).join("\n"),
        )
        .join("\n"),
    )
    .join("\n\n");
  const html = layout(
    subject,
    parts
      .map((part) =>
        part
          .map((item) =>
            typeof item === "string"
              ? `<p>${escapeHtml(item)}</p>`
              : "code" in item
                ? `<p><code>${escapeHtml(item.code)}</code></p>`
                : `<ul style="font-size:14px">${item.list.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
          )
          .join("\n"),
      )
      .join('\n<hr style="border:0;border-top:1px solid #e2e8f0">\n'),
  );
  return { to: mailbox(to), subject, text, html };
}
