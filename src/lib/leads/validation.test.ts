import { describe, expect, it } from "vitest";

import { forms } from "#tests/support/forms.ts";
import { roiCalculator } from "#tests/support/roi-calculator.ts";

import {
  type ContactValues,
  type DemoValues,
  type ReportValues,
  type Rule,
  careerAlertRules,
  contactRules,
  demoRules,
  firstError,
  isValidEmail,
  isValidPhone,
  reportRules,
  roiEstimateRules,
} from "./validation.ts";

/** What a form shows for these values: its first failing rule's message, in the form's copy. */
function shown<Values, Message extends string>(
  rules: readonly Rule<Values, Message>[],
  messages: Readonly<Record<Message, string>>,
  values: Values,
): string | undefined {
  const error = firstError(rules, values);
  return error ? messages[error.message] : undefined;
}

/** Each rule's field and message, in the order the form checks them. */
const worded = <Values, Message extends string>(
  rules: readonly Rule<Values, Message>[],
  messages: Readonly<Record<Message, string>>,
) => rules.map((rule) => [rule.field, messages[rule.message]]);

const validReport: ReportValues = {
  firstName: "Ananya",
  lastName: "Rao",
  email: "ananya@bank.example",
  designation: "Chief Risk Officer",
  company: "Kaveri Bank",
  country: "India",
  marketing_opt_in: "",
};

describe("report form validation", () => {
  it.each([
    [{ firstName: "  " }, "First Name is required"],
    [{ lastName: "" }, "Last Name is required"],
    [{ email: " " }, "Work Email is required"],
    [{ email: "ananya@bank" }, "Please enter a valid email address"],
    [{ email: "an anya@bank.example" }, "Please enter a valid email address"],
    [{ designation: "" }, "Designation is required"],
    [{ company: "" }, "Company Name is required"],
    [{ country: "" }, "Country is required"],
  ])("reports %o as %s", (change, message) => {
    expect(shown(reportRules, forms.reportOffer.form.errors, { ...validReport, ...change })).toBe(message);
  });

  it("shows only the first failure, in the spec's order", () => {
    const empty: ReportValues = {
      firstName: "",
      lastName: "",
      email: "",
      designation: "",
      company: "",
      country: "",
      marketing_opt_in: "",
    };
    expect(firstError(reportRules, empty)).toEqual({ field: "firstName", message: "firstNameRequired" });
    expect(
      shown(reportRules, forms.reportOffer.form.errors, { ...empty, firstName: "A", lastName: "B", email: "x" }),
    ).toBe("Please enter a valid email address");
    expect(worded(reportRules, forms.reportOffer.form.errors)).toEqual([
      ["firstName", "First Name is required"],
      ["lastName", "Last Name is required"],
      ["email", "Work Email is required"],
      ["email", "Please enter a valid email address"],
      ["designation", "Designation is required"],
      ["company", "Company Name is required"],
      ["country", "Country is required"],
    ]);
  });

  it("accepts a complete request", () => {
    expect(firstError(reportRules, validReport)).toBeNull();
  });
});

const validContact: ContactValues = {
  full_name: "Rohit Malhotra",
  email: "rohit@nbfc.example",
  company: "Aravalli Capital",
  phone: "",
  question: "Pricing Information",
  message: "We need continuous monitoring of our merchant book.",
  marketing_opt_in: "",
};

describe("contact form validation", () => {
  it("checks in the spec's order and names the failing field", () => {
    expect(worded(contactRules, forms.contactForm.errors)).toEqual([
      ["full_name", "Full Name is required"],
      ["email", "Work Email is required"],
      ["email", "Please enter a valid email address"],
      ["company", "Company is required"],
      ["phone", "Please enter a valid phone number"],
      ["question", "Please select what you are looking for"],
      ["message", "Message is required"],
    ]);
  });

  it("treats the phone as optional but checks it when given", () => {
    expect(firstError(contactRules, validContact)).toBeNull();
    expect(shown(contactRules, forms.contactForm.errors, { ...validContact, phone: "12ab" })).toBe(
      "Please enter a valid phone number",
    );
  });
});

describe("careers alert validation", () => {
  it("requires a name and an e-mail address of the right shape, in that order", () => {
    expect(worded(careerAlertRules, forms.careerAlerts.errors)).toEqual([
      ["full_name", "Full Name is required"],
      ["email", "Email is required"],
      ["email", "Please enter a valid email address"],
    ]);
  });
});

describe("e-mail and phone shapes", () => {
  it.each(["a@b.co", "first.last@bank.co.in", " padded@bank.example ", "Rohit.O'Neil+kyc@Bank.Example"])(
    "accepts %s",
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );
  it.each([
    "",
    "a@b",
    "@b.co",
    "a b@c.de",
    "a@b c.de",
    "a@@b.co",
    // What a mailer reads as another address, or as a list: one allowance each, one inbox.
    "victim@example.com(1)",
    "x<victim@example.com>",
    "Victim <victim@example.com>",
    "victim@example.com,",
    "victim@example.com,other@example.com",
    '"victim"@example.com',
    "victim@example.com;",
    "victim..x@example.com",
    ".victim@example.com",
    "victim@-example.com",
  ])("rejects %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each(["+91 98765-43210", "(11) 2345-6789", "9876543210", "1", "+1234567890123456"])(
    "accepts phone %s",
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );
  // A leading 0 (trunk prefix) fails the spec's "first digit 1-9".
  it.each(["0123", "(011) 2345-6789", "12345678901234567", "+", "+0 12", "98765 4321x", "++91 98765"])(
    "rejects phone %s",
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe("demo modal validation", () => {
  const valid: DemoValues = {
    name: "Kavitha R",
    phone: "+91 98450 12345",
    email: "k@fintech.example",
    company: "Ledgerleaf",
    message: "",
  };

  it("requires name, phone, e-mail and company in that order, and leaves challenges optional", () => {
    expect(firstError(demoRules, valid)).toBeNull();
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, name: " ", phone: "" })).toBe(
      "Full Name is required",
    );
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, phone: "" })).toBe("Phone Number is required");
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, phone: "0123" })).toBe(
      "Please enter a valid phone number",
    );
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, email: "" })).toBe("Work Email is required");
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, email: "k@fintech" })).toBe(
      "Please enter a valid email address",
    );
    expect(shown(demoRules, forms.demoRequest.errors, { ...valid, company: "" })).toBe("Company Name is required");
  });
});

describe("ROI estimate validation", () => {
  const valid = { name: "Meera Iyer", email: "meera@nbfc.example", company: "Godavari Finance" };

  it("requires name, work e-mail and company in that order, with the other forms' messages", () => {
    expect(firstError(roiEstimateRules, valid)).toBeNull();
    expect(worded(roiEstimateRules, roiCalculator.send.errors)).toEqual([
      ["name", "Full Name is required"],
      ["email", "Work Email is required"],
      ["email", "Please enter a valid email address"],
      ["company", "Company Name is required"],
    ]);
    expect(shown(roiEstimateRules, roiCalculator.send.errors, { ...valid, name: " ", email: "" })).toBe(
      "Full Name is required",
    );
    expect(shown(roiEstimateRules, roiCalculator.send.errors, { ...valid, email: "meera@nbfc" })).toBe(
      "Please enter a valid email address",
    );
    expect(shown(roiEstimateRules, roiCalculator.send.errors, { ...valid, company: "  " })).toBe(
      "Company Name is required",
    );
  });
});
