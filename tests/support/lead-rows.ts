import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

/** The consent record every form sends with a lead: the current notice, read in English. */
export const consentRecord = { notice_version: CURRENT_NOTICE_VERSION, notice_language: "en" } as const;

/** `row` as a form sent it before there were notices: without a consent record. */
export function withoutConsentRecord(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !(column in consentRecord)));
}

/** A valid row of `download_report` for `email`, as the report form sends it; override what a test varies. */
export const reportRequest = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: "Rohit",
  last_name: "Malhotra",
  email,
  company: "Aravalli Capital",
  designation: "Head of Fraud Risk",
  country: "India",
  status: "Requested",
  ...consentRecord,
  ...overrides,
});

/** A valid row of `contact_messages` for `email`, as the contact form sends it; override what a test varies. */
export const contactMessage = (email: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  first_name: "Ananya",
  last_name: "Rao",
  full_name: "Ananya Rao",
  email,
  company: "Kaveri Bank",
  phone: "+91 98765 43210",
  question: "Pricing Information",
  message: "We need continuous KYC monitoring.",
  referer: "/contact",
  form_source: "contact-us-form",
  ...consentRecord,
  ...overrides,
});

/** A valid row of `career_alerts` for `email`. */
export const careerAlert = (email: string, overrides: Record<string, unknown> = {}) => ({
  full_name: "Neha K",
  email,
  source: "careers-notify",
  ...consentRecord,
  ...overrides,
});
