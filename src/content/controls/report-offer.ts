import { REPORT_TITLE, freeReport } from "#shared/free-report.ts";

/** The report offer's words: the card's face, its form and its thank-you (home page, anchor report). */
export const report = {
  eyebrow: "Free report",
  title: `Download the ${REPORT_TITLE}`,
  description:
    "Written for financial and fraud professionals. Share your details and we will e-mail you the download link.",
  benefits: [
    {
      icon: "trending-up",
      title: "Latest fraud patterns",
      description: "How fraud schemes are evolving across payments, lending and digital onboarding.",
    },
    {
      icon: "shield-check",
      title: "Defence strategies",
      description: "Controls and detection approaches that institutions are using to reduce losses.",
    },
    {
      icon: "landmark",
      title: "Regulatory updates",
      description: "Recent regulatory changes and what they mean for fraud and compliance teams.",
    },
  ],
  button: "Download Free Report",
  noSpam: "No spam. We'll only e-mail you the report link.",
  cover: {
    edition: `${freeReport.edition} EDITION`,
    title: freeReport.name,
    subtitle: "Fraud patterns, defences and regulation",
    meta: "150+ Pages • 50+ Countries",
  },
  form: {
    title: "Get Your Report",
    subtitle: `${freeReport.name}, ${freeReport.edition} edition`,
    close: "Close the report form",
    labels: {
      firstName: "First Name *",
      lastName: "Last Name *",
      email: "Work Email *",
      designation: "Designation *",
      company: "Company Name *",
      country: "Country *",
    },
    countryPrompt: "Select your country",
    submit: "Send me the report",
    /** SPEC 5, word for word and in its order; the form shows the first that applies. */
    errors: {
      firstNameRequired: "First Name is required",
      lastNameRequired: "Last Name is required",
      emailRequired: "Work Email is required",
      emailInvalid: "Please enter a valid email address",
      designationRequired: "Designation is required",
      companyRequired: "Company Name is required",
      countryRequired: "Country is required",
    },
  },
  thankYou: {
    title: "Thank you",
    description: "We have received your request. Please check your e-mail for the download link.",
    button: "Close",
  },
} as const;
