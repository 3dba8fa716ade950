/** SPEC 9: the contact form's enquiry types, in the dropdown's order. */
export const enquiryTypes = [
  "General Inquiry",
  "Product Demo Request",
  "Technical Support",
  "Partnership Opportunities",
  "Pricing Information",
  "Implementation Support",
] as const;

/** The contact form's fields, button and messages (contact page); the card's heading above it is in contact.ts. */
export const contactForm = {
  labels: {
    full_name: "Full Name *",
    email: "Email Address *",
    company: "Company Name *",
    phone: "Phone Number (optional)",
    question: "What are you looking for? *",
    message: "Message *",
  },
  placeholders: {
    full_name: "Full Name *",
    email: "Email Address *",
    company: "Company Name *",
    phone: "Phone Number*",
    question: "What are you looking for ?*",
    message: "Tell us about your compliance challenges *",
  },
  submit: "Send Message",
  /** SPEC 5, word for word; the form shows the first that applies. */
  errors: {
    fullNameRequired: "Full Name is required",
    emailRequired: "Work Email is required",
    emailInvalid: "Please enter a valid email address",
    companyRequired: "Company is required",
    phoneInvalid: "Please enter a valid phone number",
    questionRequired: "Please select what you are looking for",
    messageRequired: "Message is required",
  },
} as const;
