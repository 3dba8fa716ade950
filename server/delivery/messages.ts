import type { ContactRow } from "#shared/leads.ts";
import { brand } from "#shared/brand.ts";

import { COMPANY_LENGTH, NAME_LENGTH, visitorText } from "./visitor-text.ts";

// E-mails as plain text plus a clean HTML part. Every value a visitor typed is escaped in
// the HTML, and stripped of line breaks where it lands in a header; names and companies
// are reduced to plain words (visitor-text.ts).

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** One line, no control characters: safe in a Subject header. */
export function headerText(value: string, max = 120): string {
  const line = value
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px">
<tr><td style="background:#0b1026;border-radius:12px 12px 0 0;padding:20px 28px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.6">${body}</td></tr>
<tr><td style="padding:16px 28px 24px;font-size:12px;color:#64748b">${escapeHtml(brand.legalName)} · ${escapeHtml(brand.email)}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface ReportRequest {
  first_name: string;
  email: string;
}

export const REPORT_TITLE = "2025 Global Cyber Fraud Trends Report";

export function reportEmail(row: ReportRequest, reportUrl: string): Email {
  const subject = `Your copy of the ${REPORT_TITLE}`;
  const name = visitorText(row.first_name, NAME_LENGTH);
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
  const html = layout(
    subject,
    `<p>${escapeHtml(greeting)}</p>
<p>Thank you for requesting the <strong>${escapeHtml(REPORT_TITLE)}</strong>.</p>
<p style="margin:28px 0"><a href="${escapeHtml(reportUrl)}" style="background:#7c3aed;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">Download the report (PDF)</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(reportUrl)}">${escapeHtml(reportUrl)}</a></p>
<p>It covers the latest fraud patterns, defence strategies and regulatory updates for financial institutions. If you would like to discuss what it means for your institution, reply to this e-mail: ${escapeHtml(brand.responsePromise.toLowerCase())}.</p>
<p>The ${escapeHtml(brand.name)} team</p>`,
  );
  return { to: row.email, subject, text, html };
}

/** A stored `contact_messages` row, as the worker reads it. */
export type ContactMessage = Omit<ContactRow, "first_name" | "last_name"> & { id: number };

export function notificationEmail(row: ContactMessage, to: string): Email {
  const kind = row.form_source === "demo-request-modal" ? "Demo request" : "New enquiry";
  const company = visitorText(row.company, COMPANY_LENGTH);
  const subject = headerText(`${kind}: ${row.question} from ${company}`);
  const fields: [string, string][] = [
    ["Enquiry type", row.question],
    ["Company", company],
    ["Name", visitorText(row.full_name, NAME_LENGTH)],
    ["E-mail", row.email],
    ["Phone", row.phone || "not given"],
    ["Message", row.message || "(none)"],
    ["Page", row.referer || "(unknown)"],
    ["Form", row.form_source],
  ];
  const text = [
    `${kind} #${row.id} from the website. Reply within 24 hours.`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#64748b;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = layout(
    subject,
    `<p><strong>${escapeHtml(kind)} #${row.id}</strong> from the website. Reply within 24 hours.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${rows}</table>`,
  );
  return { to, subject, text, html, replyTo: row.email };
}

/**
 * The business's notification of an estimate sent from the ROI calculator. The message is the
 * estimate as the page wrote it (app/lib/roi/summary.ts): sections separated by a blank line,
 * each a heading and "- Label: value" lines, laid out here as one table per section.
 */
export function estimateNotificationEmail(row: ContactMessage, to: string): Email {
  const company = visitorText(row.company, COMPANY_LENGTH);
  const subject = headerText(`ROI estimate from ${company}`);
  const intro = `ROI estimate #${row.id} from the website: ${visitorText(row.full_name, NAME_LENGTH)}, ${company}. Reply within 24 hours.`;
  const text = [intro, `E-mail: ${row.email}`, "", row.message].join("\n");
  const sections = row.message.split(/\n\s*\n/).map((section) => {
    const [heading = "", ...lines] = section.split("\n");
    const cells = lines.map((line) => {
      const [, label, value] = /^- ([^:]+): (.*)$/.exec(line) ?? [];
      if (label === undefined || value === undefined) return `<tr><td colspan="2">${escapeHtml(line)}</td></tr>`;
      const shown = /^https?:\/\/\S+$/.test(value)
        ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>`
        : escapeHtml(value);
      return `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#64748b;font-weight:normal">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold">${shown}</td></tr>`;
    });
    return `<h3 style="margin:24px 0 8px;font-size:15px">${escapeHtml(heading)}</h3>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${cells.join("\n")}</table>`;
  });
  const html = layout(
    subject,
    `<p>${escapeHtml(intro)}<br>E-mail: <a href="mailto:${escapeHtml(row.email)}">${escapeHtml(row.email)}</a></p>
${sections.join("\n")}`,
  );
  return { to, subject, text, html, replyTo: row.email };
}
