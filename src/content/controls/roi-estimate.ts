/**
 * "Send me this estimate": the form's words (ROI calculator page), and what the stored message
 * and the e-mail to the business call each part of the estimate.
 */
export const roiEstimate = {
  send: {
    title: "Send me this estimate",
    description:
      "Leave your details and a specialist will e-mail you this estimate and go through it with you, with your own figures, within 24 hours.",
    labels: { name: "Full Name *", email: "Work Email *", company: "Company Name *" },
    placeholders: { name: "Your full name", email: "name@institution.com", company: "Bank, NBFC or fintech" },
    submit: "Send me this estimate",
    /** The other forms' words for the same fields. */
    errors: {
      nameRequired: "Full Name is required",
      emailRequired: "Work Email is required",
      emailInvalid: "Please enter a valid email address",
      companyRequired: "Company Name is required",
    },
  },
  message: {
    heading: "ROI estimate from the calculator",
    link: "Shareable link",
    inputs: "Inputs",
    results: "Results",
    assumptions: "Assumptions",
    lossBasis: { amount: "entered as an amount", rate: "entered as a rate" },
    invalid: "Fields the visitor left invalid (last valid value used)",
  },
} as const;
