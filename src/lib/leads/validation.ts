// Ordered validation rules with the spec's messages (SPEC 5). Only the first failure is shown.
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

export interface Rule<Values> {
  field: keyof Values & string;
  message: string;
  fails: (values: Values) => boolean;
}

export interface ValidationError<Values> {
  field: keyof Values & string;
  message: string;
}

export function firstError<Values>(rules: readonly Rule<Values>[], values: Values): ValidationError<Values> | null {
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
}

export const reportRules: readonly Rule<ReportValues>[] = [
  { field: "firstName", message: "First Name is required", fails: (v) => blank(v.firstName) },
  { field: "lastName", message: "Last Name is required", fails: (v) => blank(v.lastName) },
  { field: "email", message: "Work Email is required", fails: (v) => blank(v.email) },
  { field: "email", message: "Please enter a valid email address", fails: (v) => !isValidEmail(v.email) },
  { field: "designation", message: "Designation is required", fails: (v) => blank(v.designation) },
  { field: "company", message: "Company Name is required", fails: (v) => blank(v.company) },
  { field: "country", message: "Country is required", fails: (v) => blank(v.country) },
];

/** SPEC 9: the contact form's enquiry types, in the dropdown's order. */
export const enquiryTypes = [
  "General Inquiry",
  "Product Demo Request",
  "Technical Support",
  "Partnership Opportunities",
  "Pricing Information",
  "Implementation Support",
] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

export interface ContactValues {
  full_name: string;
  email: string;
  company: string;
  phone: string;
  question: string;
  message: string;
}

export const contactRules: readonly Rule<ContactValues>[] = [
  { field: "full_name", message: "Full Name is required", fails: (v) => blank(v.full_name) },
  { field: "email", message: "Work Email is required", fails: (v) => blank(v.email) },
  { field: "email", message: "Please enter a valid email address", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "Company is required", fails: (v) => blank(v.company) },
  {
    field: "phone",
    message: "Please enter a valid phone number",
    fails: (v) => !blank(v.phone) && !isValidPhone(v.phone),
  },
  { field: "question", message: "Please select what you are looking for", fails: (v) => blank(v.question) },
  { field: "message", message: "Message is required", fails: (v) => blank(v.message) },
];

export interface CareerAlertValues {
  full_name: string;
  email: string;
}

export const careerAlertRules: readonly Rule<CareerAlertValues>[] = [
  { field: "full_name", message: "Full Name is required", fails: (v) => blank(v.full_name) },
  { field: "email", message: "Email is required", fails: (v) => blank(v.email) },
  { field: "email", message: "Please enter a valid email address", fails: (v) => !isValidEmail(v.email) },
];

/** The demo-request modal (SPEC 2): four required fields; challenges are optional. */
export interface DemoValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  message: string;
}

export const demoRules: readonly Rule<DemoValues>[] = [
  { field: "name", message: "Full Name is required", fails: (v) => blank(v.name) },
  { field: "phone", message: "Phone Number is required", fails: (v) => blank(v.phone) },
  { field: "phone", message: "Please enter a valid phone number", fails: (v) => !isValidPhone(v.phone) },
  { field: "email", message: "Work Email is required", fails: (v) => blank(v.email) },
  { field: "email", message: "Please enter a valid email address", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "Company Name is required", fails: (v) => blank(v.company) },
];

/** "Send me this estimate" on the ROI calculator: who to send it to; the estimate is the message. */
export interface RoiEstimateValues {
  name: string;
  email: string;
  company: string;
}

export const roiEstimateRules: readonly Rule<RoiEstimateValues>[] = [
  { field: "name", message: "Full Name is required", fails: (v) => blank(v.name) },
  { field: "email", message: "Work Email is required", fails: (v) => blank(v.email) },
  { field: "email", message: "Please enter a valid email address", fails: (v) => !isValidEmail(v.email) },
  { field: "company", message: "Company Name is required", fails: (v) => blank(v.company) },
];
