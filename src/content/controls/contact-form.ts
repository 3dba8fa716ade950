/** The contact form's fields and button (contact page); the card's heading above it is in contact.ts. */
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
} as const;
