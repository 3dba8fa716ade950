// Ordered validation rules (SPEC 5). Only the first failure is shown. A rule names its message
// by key: the words are each form's copy (content/controls/), which the form passes in.
import { isPlainAddress } from "#shared/leads.ts";

/** After removing spaces, hyphens and parentheses: optional "+", a first digit 1-9, up to 15 more. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;

export function normalisePhone(raw: string): string {
  return raw.replace(/[\s\-()]/g, "");
}

/**
 * The spec's "text, @, text, dot, text", as a plain address only: a comment, a display name or
 * a list would reach a mailer as another address (the database refuses them too).
 */
export function isValidEmail(value: string): boolean {
  return isPlainAddress(value.trim());
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(normalisePhone(value.trim()));
}

const blank = (value: string) => value.trim() === "";

export interface Rule<Values, Message extends string = string> {
  field: keyof Values & string;
  /** The key of the form's message that a failure shows. */
  message: Message;
  fails: (values: Values) => boolean;
}

export interface ValidationError<Values, Message extends string = string> {
  field: keyof Values & string;
  message: Message;
}

export function firstError<Values, Message extends string>(
  rules: readonly Rule<Values, Message>[],
  values: Values,
): ValidationError<Values, Message> | null {
  const failed = rules.find((rule) => rule.fails(values));
  return failed ? { field: failed.field, message: failed.message } : null;
}

export interface ReportValues {
  firstName: string;
  lastName: string;
  email: string;
  designation: string;
  company: string;
  country: string;
  /** The optional marketing consent: the box's value when ticked, empty otherwise; no rule reads it. */
  marketing_opt_in: string;
}

export const reportRules = [
  { field: "firstName", message: "firstNameRequired", fails: (v) => blank(v.firstName) },
  { field: "lastName", message: "lastNameRequired", fails: (v) => blank(v.lastName) },
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
  { field: "designation", message: "designationRequired", fails: (v) => blank(v.designation) },
  { field: "company", message: "companyRequired", fails: (v) => blank(v.company) },
  { field: "country", message: "countryRequired", fails: (v) => blank(v.country) },
] as const satisfies readonly Rule<ReportValues>[];

export interface ContactValues {
  full_name: string;
  email: string;
  company: string;
  phone: string;
  question: string;
  message: string;
  /** The optional marketing consent: the box's value when ticked, empty otherwise; no rule reads it. */
  marketing_opt_in: string;
}

export const contactRules = [
  { field: "full_name", message: "fullNameRequired", fails: (v) => blank(v.full_name) },
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "companyRequired", fails: (v) => blank(v.company) },
  { field: "phone", message: "phoneInvalid", fails: (v) => !blank(v.phone) && !isValidPhone(v.phone) },
  { field: "question", message: "questionRequired", fails: (v) => blank(v.question) },
  { field: "message", message: "messageRequired", fails: (v) => blank(v.message) },
] as const satisfies readonly Rule<ContactValues>[];

export interface CareerAlertValues {
  full_name: string;
  email: string;
}

export const careerAlertRules = [
  { field: "full_name", message: "fullNameRequired", fails: (v) => blank(v.full_name) },
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
] as const satisfies readonly Rule<CareerAlertValues>[];

/** The demo-request modal (SPEC 2): four required fields; challenges are optional. */
export interface DemoValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  message: string;
}

export const demoRules = [
  { field: "name", message: "nameRequired", fails: (v) => blank(v.name) },
  { field: "phone", message: "phoneRequired", fails: (v) => blank(v.phone) },
  { field: "phone", message: "phoneInvalid", fails: (v) => !isValidPhone(v.phone) },
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "companyRequired", fails: (v) => blank(v.company) },
] as const satisfies readonly Rule<DemoValues>[];

/** "Send me this estimate" on the ROI calculator: who to send it to; the estimate is the message. */
export interface RoiEstimateValues {
  name: string;
  email: string;
  company: string;
}

export const roiEstimateRules = [
  { field: "name", message: "nameRequired", fails: (v) => blank(v.name) },
  { field: "email", message: "emailRequired", fails: (v) => blank(v.email) },
  { field: "email", message: "emailInvalid", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "companyRequired", fails: (v) => blank(v.company) },
] as const satisfies readonly Rule<RoiEstimateValues>[];
