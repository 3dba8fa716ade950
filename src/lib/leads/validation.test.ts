import { describe, expect, it } from "vitest";

import {
  type ContactValues,
  type DemoValues,
  type ReportValues,
  contactRules,
  demoRules,
  enquiryTypes,
  firstError,
  isValidEmail,
  isValidPhone,
  reportRules,
  roiEstimateRules,
} from "./validation.ts";

const validReport: ReportValues = {
  firstName: "Ananya",
  lastName: "Rao",
  email: "ananya@bank.example",
  designation: "Chief Risk Officer",
  company: "Kaveri Bank",
  country: "India",
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
    expect(firstError(reportRules, { ...validReport, ...change })?.message).toBe(message);
  });

  it("shows only the first failure, in the spec's order", () => {
    const empty: ReportValues = { firstName: "", lastName: "", email: "", designation: "", company: "", country: "" };
    expect(firstError(reportRules, empty)).toEqual({ field: "firstName", message: "First Name is required" });
    expect(firstError(reportRules, { ...empty, firstName: "A", lastName: "B", email: "x" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(reportRules.map((rule) => rule.message)).toEqual([
      "First Name is required",
      "Last Name is required",
      "Work Email is required",
      "Please enter a valid email address",
      "Designation is required",
      "Company Name is required",
      "Country is required",
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
};

describe("contact form validation", () => {
  it("checks in the spec's order and names the failing field", () => {
    expect(contactRules.map((rule) => [rule.field, rule.message])).toEqual([
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
    expect(firstError(contactRules, { ...validContact, phone: "12ab" })?.message).toBe(
      "Please enter a valid phone number",
    );
  });

  it("offers the six enquiry types", () => {
    expect(enquiryTypes).toHaveLength(6);
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
    expect(firstError(demoRules, { ...valid, name: " ", phone: "" })?.message).toBe("Full Name is required");
    expect(firstError(demoRules, { ...valid, phone: "" })?.message).toBe("Phone Number is required");
    expect(firstError(demoRules, { ...valid, phone: "0123" })?.message).toBe("Please enter a valid phone number");
    expect(firstError(demoRules, { ...valid, email: "" })?.message).toBe("Work Email is required");
    expect(firstError(demoRules, { ...valid, email: "k@fintech" })?.message).toBe("Please enter a valid email address");
    expect(firstError(demoRules, { ...valid, company: "" })?.message).toBe("Company Name is required");
  });
});

describe("ROI estimate validation", () => {
  const valid = { name: "Meera Iyer", email: "meera@nbfc.example", company: "Godavari Finance" };

  it("requires name, work e-mail and company in that order, with the other forms' messages", () => {
    expect(firstError(roiEstimateRules, valid)).toBeNull();
    expect(roiEstimateRules.map((rule) => [rule.field, rule.message])).toEqual([
      ["name", "Full Name is required"],
      ["email", "Work Email is required"],
      ["email", "Please enter a valid email address"],
      ["company", "Company Name is required"],
    ]);
    expect(firstError(roiEstimateRules, { ...valid, name: " ", email: "" })?.message).toBe("Full Name is required");
    expect(firstError(roiEstimateRules, { ...valid, email: "meera@nbfc" })?.message).toBe(
      "Please enter a valid email address",
    );
    expect(firstError(roiEstimateRules, { ...valid, company: "  " })?.message).toBe("Company Name is required");
  });
});
