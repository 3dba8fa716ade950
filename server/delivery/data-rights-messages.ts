import { brand } from "#shared/brand.ts";
import { VERIFICATION_LINK_HOURS } from "#shared/data-rights.ts";
import { type ConfirmedKind, DATA_RIGHTS_PAGES } from "#shared/data-rights-requests.ts";

import {
  type Email,
  type Field,
  escapeHtml,
  labelCell,
  layout,
  mailbox,
  typedHtml,
  typedText,
  visitorEmail,
  type WithdrawalLink,
} from "./messages.ts";
import { inert } from "./visitor-text.ts";
import { pageLink } from "./withdrawal-links.ts";

// The e-mails of a visitor's data-rights requests (supabase/migrations/20251128000100_data_rights.sql
// and 20251129000*.sql queue them in private.data_rights_mail). Every word in those to the
// visitor's address is the site's, or a value the database holds for that address: a request
// can be made for any address, and anyone can tick a marketing box for any address. The one
// exception is a marketing confirmation's name and company, shown inert and cut short, under
// words that say to confirm only one's own: the person must see whose details they confirm, or
// a stranger's lead could be confirmed in their name. The correction typed goes to the business only.

/** What a verification e-mail asks to confirm: a request made on /data-rights, or a ticked marketing box. */
export type RequestKind = ConfirmedKind;

/** The lead tables, in the order the e-mails list them, with what each holds. */
export const LEAD_TABLES = {
  contact_messages: "Contact enquiries, demo requests and ROI estimates",
  download_report: "Report requests",
  career_alerts: "Careers alert sign-ups",
} as const;

export type LeadTable = keyof typeof LEAD_TABLES;

const tables = Object.keys(LEAD_TABLES) as LeadTable[];

/** private.person_data: every row held for an address, by table. */
export type PersonData = Record<LeadTable, Record<string, unknown>[]>;

/** The ids private.erase_person deleted, by table. */
export type ErasedLeads = Record<LeadTable, number[]>;

/** What an erasure took: why, the ids it deleted, and the correction e-mails our team had. */
export interface Erasure {
  reason?: "erasure" | "withdrawal";
  leads: ErasedLeads;
  corrections?: number[];
}

/**
 * A row of private.data_rights_mail, as claimed: what the database queued for each kind. The
 * recipient is the row's address, or the erasure confirmation's sealed one, opened as it goes.
 */
/** The details a form with the marketing box ticked gave, which its confirmation names. */
export interface LeadDetails {
  name?: string;
  company?: string;
}

export type DataRightsMail = { id: number; recipient: string | null; token: string | null } & (
  | { kind: "verify"; payload: { kind: RequestKind } & LeadDetails }
  | { kind: "copy"; payload: PersonData }
  | { kind: "erased"; payload: Erasure }
  | { kind: "erasure-notice"; payload: Erasure }
  | { kind: "correction"; payload: { email: string; correction: string } }
);

/** The JSON a copy carries: the brand's name, so a folder of downloads says whose it is. */
export const COPY_ATTACHMENT = `${brand.name.toLowerCase().replace(/\s+/g, "-")}-data.json`;

const asked: Record<RequestKind, { subject: string; what: string; then: string }> = {
  copy: {
    subject: "Confirm your request for a copy of your data",
    what: "a copy of every record we hold for this e-mail address",
    then: "we send the copy to this address, as text and as a JSON file.",
  },
  erasure: {
    subject: "Confirm your request to erase your data",
    what: "the erasure of every record we hold for this e-mail address",
    then: "we erase them at once and confirm by e-mail.",
  },
  withdrawal: {
    subject: "Confirm the withdrawal of your consent",
    what: "the withdrawal of your consent, which erases every record we hold for this e-mail address",
    then: "we erase them at once and confirm by e-mail.",
  },
  correction: {
    subject: "Confirm your request to correct your data",
    what: "a correction of the records we hold for this e-mail address",
    then: "our team is told the correction you described, makes it and replies to you.",
  },
  marketing: {
    subject: `Confirm that you want ${brand.name}'s research and event invitations`,
    what: `our research and event invitations by e-mail to this address (a form was sent with the box asking for them ticked)`,
    then: "we send them to this address. Every one carries a link to stop them, and nothing is sent before you confirm.",
  },
};

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");

const signature = `The ${brand.name} team`;

/** Longest a detail a form gave is shown: enough for a name or a firm, too short for a message. */
export const DETAIL_LENGTH = 60;

const shortDetail = (value: string) => {
  const chars = Array.from(inert(value.trim()));
  return chars.length > DETAIL_LENGTH ? `${chars.slice(0, DETAIL_LENGTH - 1).join("")}…` : chars.join("");
};

/** The lines that name a marketing confirmation's details, or none when the form gave none. */
function detailLines({ name, company }: LeadDetails): string[] {
  const shown = [name && `Name: ${shortDetail(name)}`, company && `Company: ${shortDetail(company)}`].filter(
    (line): line is string => Boolean(line),
  );
  if (!shown.length) return [];
  return [
    `The form gave these details, as typed: ${shown.join("; ")}.`,
    "Confirm only if they are yours: anyone can type an address into a form, and confirming records these details as the ones you gave.",
  ];
}

/**
 * Asks the address's owner to confirm a request with a link that works once, for 24 hours from
 * this e-mail. The token rides in the link's fragment (withdrawal-links.ts). A marketing
 * confirmation names the details its form gave.
 */
export function verifyEmail(
  to: string,
  kind: RequestKind,
  token: string,
  siteUrl: string,
  withdrawal: WithdrawalLink,
  details: LeadDetails = {},
): Email {
  const { subject, what, then } = asked[kind];
  const url = new URL(pageLink(siteUrl, DATA_RIGHTS_PAGES.confirm, token));
  const before = [
    "Hello,",
    `We received a request on our website, for this e-mail address, for ${what}.`,
    ...(kind === "marketing" ? detailLines(details) : []),
    `To confirm, open this link within ${VERIFICATION_LINK_HOURS} hours and press the button on its page. The link works once. Once you confirm, ${then}`,
  ];
  const after = ["If you did not ask, ignore this e-mail: nothing happens unless the link is confirmed.", signature];
  const text = [...before, url.href, ...after].join("\n\n");
  const body = `${paragraphs(before)}
<p style="margin:28px 0"><a href="${escapeHtml(url.href)}" style="background:#0f172a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:bold">Confirm my request</a></p>
<p>If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url.href)}">${escapeHtml(url.href)}</a></p>
${paragraphs(after)}`;
  return visitorEmail({ to, subject, text, body }, withdrawal);
}

/** A stored value as a line shows it: a visitor's words inert, an empty one said so. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return inert(value);
  return inert(JSON.stringify(value));
}

const rowCount = (n: number) => `${n} ${n === 1 ? "record" : "records"}`;

/**
 * Every row held for the address, grouped by table, readable in both parts and attached as
 * JSON. For an address we hold nothing for, it says so and attaches nothing.
 */
export function copyEmail(to: string, data: PersonData, withdrawal: WithdrawalLink): Email {
  const held = tables.filter((table) => data[table].length);
  if (!held.length) {
    const subject = "We hold no personal data for this address";
    const lines = [
      "Hello,",
      "As you asked and confirmed, we looked for every record we hold for this e-mail address, in every form's records: we hold no personal data for this address.",
      signature,
    ];
    return visitorEmail({ to, subject, text: lines.join("\n\n"), body: paragraphs(lines) }, withdrawal);
  }
  const subject = "A copy of the data we hold for you";
  const intro = [
    "Hello,",
    `As you asked and confirmed, here is every record we hold for this e-mail address, by the form it came from. The same is attached as ${COPY_ATTACHMENT}.`,
  ];
  const outro = [
    "To have any of it corrected, reply to this e-mail; to have all of it erased, use the link below.",
    signature,
  ];
  const groups = held.map((table) => ({
    heading: `${LEAD_TABLES[table]} (${table}): ${rowCount(data[table].length)}`,
    rows: data[table].map((row) => Object.entries(row)),
  }));
  const text = [
    ...intro,
    ...groups.map(({ heading, rows }) =>
      [
        heading,
        ...rows.flatMap((row, index) => [
          `  Record ${index + 1}`,
          ...row.map(([column, value]) => `    ${column}: ${shownValue(value)}`),
        ]),
      ].join("\n"),
    ),
    ...outro,
  ].join("\n\n");
  const body = `${paragraphs(intro)}
${groups
  .map(
    ({ heading, rows }) => `<h2 style="margin:24px 0 8px;font-size:15px">${escapeHtml(heading)}</h2>
${rows
  .map(
    (
      row,
    ) => `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 12px;border-left:4px solid #e2e8f0;padding-left:12px">
${row.map(([column, value]) => `<tr>${labelCell(column)}<td style="padding:4px 0;white-space:pre-wrap;word-break:break-word">${escapeHtml(shownValue(value))}</td></tr>`).join("\n")}
</table>`,
  )
  .join("\n")}`,
  )
  .join("\n")}
${paragraphs(outro)}`;
  return {
    ...visitorEmail({ to, subject, text, body }, withdrawal),
    attachments: [
      { filename: COPY_ATTACHMENT, content: JSON.stringify(data, null, 2), contentType: "application/json" },
    ],
  };
}

/**
 * The confirmation of an erasure: what was erased, counted by kind, and that a later form is a
 * new consent. It carries no withdrawal link: there is nothing left to withdraw.
 */
export function erasedEmail(to: string, { reason, leads }: Erasure): Email {
  const subject =
    reason === "withdrawal" ? "Your consent is withdrawn and your data erased" : "Your data has been erased";
  const counts = tables.map((table) => `${LEAD_TABLES[table]}: ${leads[table]?.length ?? 0}`);
  const total = tables.reduce((sum, table) => sum + (leads[table]?.length ?? 0), 0);
  const before = [
    "Hello,",
    total
      ? "As you asked, we have erased every record we held for this e-mail address (and for the same mailbox written with a +tag), with the e-mails waiting to be sent to it, and asked our sales tools to delete their copies. Records erased:"
      : "As you asked, we looked for every record we hold for this e-mail address (and for the same mailbox written with a +tag): we held none, so there was nothing to erase. Records erased:",
  ];
  const after = [
    "We send no marketing e-mail to this address from now on. To keep to that, we keep a pseudonymised, keyed hash of it on our suppression list, not the address itself.",
    "If you send one of our forms again, that is a new consent, and we handle it as any other; marketing e-mails would need your confirmation again.",
    signature,
  ];
  const text = [
    ...before.slice(0, -1),
    [before.at(-1), ...counts.map((line) => `  ${line}`)].join("\n"),
    ...after,
  ].join("\n\n");
  const body = `${paragraphs(before)}
<ul style="font-size:14px">${counts.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>
${paragraphs(after)}`;
  return { to: mailbox(to), subject, text, html: layout(subject, body) };
}

/**
 * The business told of a confirmed correction: the address, and the correction as the
 * requester typed it, under the heading that says it is unverified (messages.ts).
 */
export function correctionEmail(
  id: number,
  { email, correction }: { email: string; correction: string },
  to: string,
): Email {
  const subject = `Data correction request #${id}`;
  const ours = [
    `Data correction request #${id} from the website's data-rights page, confirmed by a link sent to the address below.`,
    "Correct the records we hold for it, here and in the CRM, then reply to the person: they were told our team makes the correction and replies to them.",
    "To see every record we hold for the address:",
  ];
  // A plain address may hold ` $ & ' |: quoted, the line is safe to paste into a shell.
  const command = `npm run leads -- person '${email.replaceAll("'", "'\\''")}'`;
  const fields: Field[] = [
    { label: "E-mail", value: email },
    { label: "Correction", value: correction, multiline: true },
  ];
  const text = [...ours, `  ${command}`, "", typedText(fields)].join("\n");
  const html = layout(
    subject,
    `${ours.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join("\n")}
<p><code>${escapeHtml(command)}</code></p>
${typedHtml(fields)}`,
  );
  return { to: mailbox(to), subject, text, html, replyTo: mailbox(email) };
}

const idList = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(", ");

/**
 * The business told of an erasure: which of the e-mails it received about the person to delete
 * from its inbox, by id, since code cannot reach a mailbox. No address: the records are gone.
 */
export function erasureNoticeEmail(id: number, { reason, leads, corrections = [] }: Erasure, to: string): Email {
  const subject = `Erasure #${id}: delete the e-mails about it from your inbox`;
  const why = reason === "withdrawal" ? "withdrew their consent" : "asked for their data to be erased";
  const lines = [
    `A person ${why}, confirmed through a link sent to their address. Their records are erased from our database and the e-mails waiting for them are cancelled; your CRM is told separately.`,
    "Delete these e-mails from the inbox they reached, and from anywhere they were forwarded:",
  ];
  const items = [
    ...(leads.contact_messages.length
      ? [
          `The notifications of contact_messages ${idList(leads.contact_messages)} ("New enquiry", "Demo request" and "ROI estimate" e-mails with those numbers)`,
        ]
      : []),
    ...(corrections.length ? [`The data correction requests ${idList(corrections)}`] : []),
  ];
  const text = [...lines, ...items.map((item) => `  - ${item}`), "", "This e-mail names no one, and may be kept."].join(
    "\n",
  );
  const html = layout(
    subject,
    `${paragraphs(lines)}
<ul style="font-size:14px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>
<p>This e-mail names no one, and may be kept.</p>`,
  );
  return { to: mailbox(to), subject, text, html };
}
