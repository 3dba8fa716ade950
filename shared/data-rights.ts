// What the privacy notice and the data-rights machinery share with the database: the notice
// versions a form may cite, the languages a notice is written in, and how long each kind of
// record is kept. supabase/migrations states the same values in SQL
// (20251128000000_consent_records.sql, 20251128000200_retention.sql, 20251129000000_keyed_hashes.sql,
// 20251129000100_confirmed_marketing_consent.sql, and a migration per later notice); server/db
// tests keep the two equal, and the privacy policy and the notices read these through copy tokens.
import registry from "./notice-versions.json" with { type: "json" };

/**
 * The notice each form shows, by version (its publication date, then `.2`, `.3` for a second and
 * third on one day), oldest first. The content editor adds one, with its migration, when it saves
 * a notice whose words changed (src/editor/notice-versions.ts).
 */
export const NOTICE_VERSIONS: readonly [string, ...string[]] = registry.versions as [string, ...string[]];

export type NoticeVersion = string;

/**
 * The notice forms cite: the latest. The database takes the one before it only for 7 days after
 * this one is published (NOTICE_GRACE_DAYS), for pages left open meanwhile.
 */
export const CURRENT_NOTICE_VERSION = NOTICE_VERSIONS.at(-1) as NoticeVersion;

export const NOTICE_GRACE_DAYS = 7;

/** Languages a notice is written in, as BCP 47 codes; one text file per language. */
export const NOTICE_LANGUAGES = ["en", "hi"] as const;

export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** How long each kind of record is kept, counted from when it was made. */
export const RETENTION = {
  /** Contact enquiries, demo requests and ROI estimates (contact_messages). */
  contactMessages: { months: 24 },
  /** Report requests (download_report). */
  downloadReport: { months: 12 },
  /** Careers alerts sign-ups (career_alerts). */
  careerAlerts: { months: 24 },
  /** Logs: the grievance record of data-rights requests, and request counts. */
  logs: { months: 12 },
  /** Delivered lead events and sent e-mail records. */
  deliveryRecords: { days: 30 },
  /** Daily counts of visits (visit_counts): counts only, kept to compare a season with the last. */
  visitCounts: { months: 24 },
} as const;

/** A link asking for a data-rights request is valid this long from its e-mail, and once. */
export const VERIFICATION_LINK_HOURS = 24;

/** The "Withdraw consent and erase my data" link of each e-mail works this long (docs/decisions/033). */
export const WITHDRAWAL_LINK_DAYS = 90;

/**
 * `{{retention.<kind>.months}}` and `.days` tokens for copy, each the bare number. Marked pure so
 * that a browser bundle that imports this module for another value (a form's notice languages)
 * leaves it out.
 */
export const retentionValues: Readonly<Record<string, string>> = /* @__PURE__ */ Object.fromEntries(
  Object.entries(RETENTION).flatMap(([kind, period]) =>
    Object.entries(period).map(([unit, amount]) => [`retention.${kind}.${unit}`, String(amount)]),
  ),
);
