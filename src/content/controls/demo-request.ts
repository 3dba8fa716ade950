import { responsePromise } from "#src/content/response-promise.ts";

/** The demo-request dialog's words and messages (home page). */
export const demoModal = {
  title: "Book your demo",
  description: `Leave your details and our team will call you within ${responsePromise.value} to arrange a live fraud detection demonstration, a custom ROI calculation, the implementation timeline and pricing.`,
  labels: {
    name: "Full Name *",
    phone: "Phone *",
    email: "Work Email *",
    company: "Company Name *",
    message: "Current Compliance Challenges (optional)",
  },
  placeholders: {
    name: "Your full name",
    phone: "+91 98765 43210",
    email: "name@institution.com",
    company: "Bank, NBFC or fintech",
    message: "For example: mule accounts after onboarding, re-KYC backlog, merchant collusion",
  },
  submit: "Book my demo",
  /** The spec fixes no messages for the modal; these are the other forms' words. */
  errors: {
    nameRequired: "Full Name is required",
    phoneRequired: "Phone Number is required",
    phoneInvalid: "Please enter a valid phone number",
    emailRequired: "Work Email is required",
    emailInvalid: "Please enter a valid email address",
    companyRequired: "Company Name is required",
  },
} as const;
