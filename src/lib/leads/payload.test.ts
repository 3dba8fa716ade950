import { describe, expect, it } from "vitest";

import { CURRENT_NOTICE_VERSION } from "#shared/data-rights.ts";

import {
  careerAlertPayload,
  consentRecord,
  contactPayload,
  optedIn,
  demoPayload,
  reportPayload,
  roiEstimatePayload,
  splitName,
} from "./payload.ts";

describe("name split", () => {
  it.each([
    ["Ananya", { first: "Ananya", last: "" }],
    ["  Ananya   Rao  ", { first: "Ananya", last: "Rao" }],
    ["Ananya Lakshmi  Rao", { first: "Ananya", last: "Lakshmi Rao" }],
  ])("splits %j at the first space", (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});

describe("contact payload", () => {
  it("trims every value, lower-cases the e-mail and records page and source", () => {
    expect(
      contactPayload(
        {
          full_name: "  Rohit   Kumar Malhotra ",
          email: "  Rohit.Malhotra@NBFC.Example ",
          company: " Aravalli Capital ",
          phone: " +91 98765-43210 ",
          question: "Pricing Information",
          message: "  Please call me.  ",
          marketing_opt_in: "",
        },
        "/contact",
        "en",
      ),
    ).toEqual({
      first_name: "Rohit",
      last_name: "Kumar Malhotra",
      full_name: "Rohit   Kumar Malhotra",
      email: "rohit.malhotra@nbfc.example",
      company: "Aravalli Capital",
      phone: "+91 98765-43210",
      question: "Pricing Information",
      message: "Please call me.",
      referer: "/contact",
      form_source: "contact-us-form",
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: "en",
      marketing_opt_in: false,
    });
  });
});

describe("report payload", () => {
  it("maps the form to the table's columns with status Requested", () => {
    expect(
      reportPayload(
        {
          firstName: " Ananya ",
          lastName: " Rao",
          email: "ANANYA@Bank.Example ",
          designation: " CRO ",
          company: " Kaveri Bank ",
          country: "India",
          marketing_opt_in: "",
        },
        "en",
      ),
    ).toEqual({
      first_name: "Ananya",
      last_name: "Rao",
      email: "ananya@bank.example",
      company: "Kaveri Bank",
      designation: "CRO",
      country: "India",
      status: "Requested",
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: "en",
      marketing_opt_in: false,
    });
  });
});

describe("career alert payload", () => {
  it("stores the name and lower-cased e-mail with the careers source", () => {
    expect(careerAlertPayload({ full_name: " Neha K ", email: " Neha@Mail.Example" }, "hi")).toEqual({
      full_name: "Neha K",
      email: "neha@mail.example",
      source: "careers-notify",
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: "hi",
    });
  });
});

describe("demo request payload", () => {
  it("becomes a contact message of type Product Demo Request from the modal", () => {
    expect(
      demoPayload(
        {
          name: " Kavitha  R ",
          phone: " +91 98450 12345 ",
          email: "KAVITHA@Fintech.Example",
          company: " Ledgerleaf ",
          message: "",
        },
        "/",
        "en",
      ),
    ).toEqual({
      first_name: "Kavitha",
      last_name: "R",
      full_name: "Kavitha  R",
      email: "kavitha@fintech.example",
      company: "Ledgerleaf",
      phone: "+91 98450 12345",
      question: "Product Demo Request",
      message: "",
      referer: "/",
      form_source: "demo-request-modal",
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: "en",
    });
  });
});

describe("ROI estimate payload", () => {
  it("becomes a demo request from the calculator whose message is the estimate", () => {
    expect(
      roiEstimatePayload(
        { name: " Meera  Iyer ", email: " Meera@NBFC.Example ", company: " Godavari Finance " },
        "  ROI estimate from the calculator\n- Shareable link: https://x.example/roi-calculator?type=nbfc \n",
        "/roi-calculator",
        "hi",
      ),
    ).toEqual({
      first_name: "Meera",
      last_name: "Iyer",
      full_name: "Meera  Iyer",
      email: "meera@nbfc.example",
      company: "Godavari Finance",
      phone: "",
      question: "Product Demo Request",
      message: "ROI estimate from the calculator\n- Shareable link: https://x.example/roi-calculator?type=nbfc",
      referer: "/roi-calculator",
      form_source: "roi-calculator",
      notice_version: CURRENT_NOTICE_VERSION,
      notice_language: "hi",
    });
  });
});

describe("consent record", () => {
  it("cites the current notice in the language the visitor had it in", () => {
    expect(consentRecord("hi")).toEqual({ notice_version: CURRENT_NOTICE_VERSION, notice_language: "hi" });
  });

  it("records the marketing opt-in only when its box sent a value", () => {
    expect(optedIn("yes")).toBe(true);
    expect(optedIn("")).toBe(false);
  });

  it("carries a ticked opt-in on the contact and report forms", () => {
    const contact = {
      full_name: "Rohit Malhotra",
      email: "rohit@nbfc.example",
      company: "Aravalli Capital",
      phone: "",
      question: "General Inquiry",
      message: "Hello",
    };
    expect(contactPayload({ ...contact, marketing_opt_in: "yes" }, "/contact", "hi")).toMatchObject({
      notice_language: "hi",
      marketing_opt_in: true,
    });
    const report = {
      firstName: "Ananya",
      lastName: "Rao",
      email: "ananya@bank.example",
      designation: "CRO",
      company: "Kaveri Bank",
      country: "India",
    };
    expect(reportPayload({ ...report, marketing_opt_in: "yes" }, "en")).toMatchObject({ marketing_opt_in: true });
  });
});
