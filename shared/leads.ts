// The lead tables' contract between the forms, the server and the scripts: the rows the
// forms insert and the local anon key. supabase/migrations holds the tables themselves.

import type { NoticeLanguage, NoticeVersion } from "#shared/data-rights.ts";

/**
 * The local server's public anon key. Like Supabase's anon key it is meant to be public:
 * it only lets a visitor insert leads, which the database's grants and RLS enforce.
 */
export const LOCAL_ANON_KEY = "sentinel-local-anon-key";

/**
 * A plain e-mail address (RFC 5322 addr-spec): a dot-atom local part of at most 64 characters,
 * "@", and a host name of two or more labels whose last has a letter (no IP literal); no %
 * (an old relay's routing), comments, display names, quotes, lists or spaces, which a mailer
 * would read as another address. Letters in either case: the forms send
 * it lower-cased. The database refuses any other with 23514
 * (supabase/migrations/20251129000200_erasure_leaves_nothing.sql, which states the same rule);
 * server/db/lead-limits.test.ts keeps the two equal.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^(?=[^@]{1,64}@)[a-z0-9!#$&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.(?=[a-z0-9-]*[a-z])[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** At most 254 characters and a plain address (EMAIL_ADDRESS_PATTERN). */
export function isPlainAddress(address: string): boolean {
  return address.length <= 254 && EMAIL_ADDRESS_PATTERN.test(address);
}

/**
 * The consent record each lead carries: the notice the visitor saw beside the form, in the
 * language they had it in. The database refuses a row without it, or citing a notice it does
 * not know, and stamps the time itself
 * (supabase/migrations/20251128000000_consent_records.sql).
 */
export interface ConsentRecord {
  notice_version: NoticeVersion;
  notice_language: NoticeLanguage;
}

/** A separate, optional agreement to marketing e-mails; only the contact and report forms ask. */
export interface MarketingConsent {
  marketing_opt_in?: boolean;
}

/** A row for `download_report`: the columns of SPEC 3, and where the visit came from. */
export interface ReportRow extends Attribution, ConsentRecord, MarketingConsent {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  designation: string;
  country: string;
  status: "Requested";
}

/**
 * Where a visit came from, kept with each lead: the campaign parameters of the visit's first
 * page, that page's path and the referring site's host. Every field is optional, and the
 * database refuses a value outside its pattern with 23514
 * (supabase/migrations/20251126000000_lead_events.sql), so whatever captures them drops such
 * a value rather than send it with a form. `server/db/lead-events.test.ts` keeps the two equal.
 */
export const ATTRIBUTION_PATTERNS = {
  utm_source: /^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$/,
  utm_medium: /^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$/,
  utm_campaign: /^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$/,
  utm_term: /^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$/,
  utm_content: /^[A-Za-z0-9 ._~+/:|(),%-]{1,200}$/,
  /** A URL's path as browsers encode it (RFC 3986 path characters), without its query; not `//`. */
  landing_path: /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]{0,499}$/,
  /** A host name in lower case, as `URL.hostname` gives it: no port, no path. */
  referrer_host: /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_PATTERNS;

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_PATTERNS) as AttributionField[];

export type Attribution = { [field in AttributionField]?: string | null };

/** A row for `contact_messages` (SPEC 3): the full name is also split at its first space. */
export interface ContactRow extends Attribution, ConsentRecord, MarketingConsent {
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  company: string;
  phone: string;
  question: string;
  message: string;
  referer: string;
  form_source: "contact-us-form" | "demo-request-modal" | "roi-calculator";
}

/** A row for `career_alerts`. */
export interface CareerAlertRow extends Attribution, ConsentRecord {
  full_name: string;
  email: string;
  source: "careers-notify";
}
