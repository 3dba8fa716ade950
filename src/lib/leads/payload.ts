import type { CareerAlertRow, ContactRow, ReportRow } from "#shared/leads.ts";

import type { CareerAlertValues, ContactValues, DemoValues, ReportValues, RoiEstimateValues } from "./validation.ts";

/** We store e-mail trimmed and lower-cased so duplicates match. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function reportPayload(values: ReportValues): ReportRow {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: normaliseEmail(values.email),
    company: values.company.trim(),
    designation: values.designation.trim(),
    country: values.country.trim(),
    status: "Requested",
  };
}

export function splitName(fullName: string): { first: string; last: string } {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  return { first, last: rest.join(" ") };
}

export function contactPayload(values: ContactValues, referer: string): ContactRow {
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
  };
}

/**
 * Deliberate deviation (DESIGN 5): the demo modal stores its request as a contact message
 * instead of dropping it.
 */
export function demoPayload(values: DemoValues, referer: string): ContactRow {
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
  };
}

/**
 * An estimate from the ROI calculator (DESIGN 5): a demo request whose message is the
 * estimate itself, so sales calls back with the visitor's own figures.
 */
export function roiEstimatePayload(values: RoiEstimateValues, estimate: string, referer: string): ContactRow {
  return { ...demoPayload({ ...values, phone: "", message: estimate }, referer), form_source: "roi-calculator" };
}

export function careerAlertPayload(values: CareerAlertValues): CareerAlertRow {
  return { full_name: values.full_name.trim(), email: normaliseEmail(values.email), source: "careers-notify" };
}
