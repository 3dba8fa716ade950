import { CURRENT_NOTICE_VERSION, type NoticeLanguage } from "#shared/data-rights.ts";
import type { CareerAlertRow, ConsentRecord, ContactRow, ReportRow } from "#shared/leads.ts";

import type { CareerAlertValues, ContactValues, DemoValues, ReportValues, RoiEstimateValues } from "./validation.ts";

/** We store e-mail trimmed and lower-cased so duplicates match. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The consent record a lead carries: the current notice, in the language the visitor had it in when sending. */
export function consentRecord(language: NoticeLanguage): ConsentRecord {
  return { notice_version: CURRENT_NOTICE_VERSION, notice_language: language };
}

/** The marketing opt-in, from its box's field: a ticked box sends a value, an unticked one nothing. */
export const optedIn = (field: string): boolean => field !== "";

export function reportPayload(values: ReportValues, language: NoticeLanguage): ReportRow {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: normaliseEmail(values.email),
    company: values.company.trim(),
    designation: values.designation.trim(),
    country: values.country.trim(),
    status: "Requested",
    ...consentRecord(language),
    marketing_opt_in: optedIn(values.marketing_opt_in),
  };
}

export function splitName(fullName: string): { first: string; last: string } {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(" ") };
}

export function contactPayload(values: ContactValues, referer: string, language: NoticeLanguage): ContactRow {
  const { first, last } = splitName(values.full_name);
  return {
    first_name: first,
    last_name: last,
    full_name: values.full_name.trim(),
    email: normaliseEmail(values.email),
    company: values.company.trim(),
    phone: values.phone.trim(),
    question: values.question.trim(),
    message: values.message.trim(),
    referer,
    form_source: "contact-us-form",
    ...consentRecord(language),
    marketing_opt_in: optedIn(values.marketing_opt_in),
  };
}

/**
 * Deliberate deviation (DESIGN 5): the demo modal stores its request as a contact message
 * instead of dropping it.
 */
export function demoPayload(values: DemoValues, referer: string, language: NoticeLanguage): ContactRow {
  const { first, last } = splitName(values.name);
  return {
    first_name: first,
    last_name: last,
    full_name: values.name.trim(),
    email: normaliseEmail(values.email),
    company: values.company.trim(),
    phone: values.phone.trim(),
    question: "Product Demo Request",
    message: values.message.trim(),
    referer,
    form_source: "demo-request-modal",
    ...consentRecord(language),
  };
}

/**
 * An estimate from the ROI calculator (DESIGN 5): a demo request whose message is the
 * estimate itself, so sales calls back with the visitor's own figures.
 */
export function roiEstimatePayload(
  values: RoiEstimateValues,
  estimate: string,
  referer: string,
  language: NoticeLanguage,
): ContactRow {
  return {
    ...demoPayload({ ...values, phone: "", message: estimate }, referer, language),
    form_source: "roi-calculator",
  };
}

export function careerAlertPayload(values: CareerAlertValues, language: NoticeLanguage): CareerAlertRow {
  return {
    full_name: values.full_name.trim(),
    email: normaliseEmail(values.email),
    source: "careers-notify",
    ...consentRecord(language),
  };
}
