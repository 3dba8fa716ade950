// What the forms say: the schema src/content/controls/forms.yaml is checked against when the
// site is built (src/content.config.ts), and read with by the tests. The spec's words are
// literals, so an edit that changes one fails the build naming it.
import { z } from "astro/zod";

import { copyText } from "#src/content/copy-text.ts";
import type { IconName } from "#src/content/types.ts";

const text = copyText.pipe(z.string().min(1));

/** The icons the report's benefits may take; another needs its place in components/ui/icon.tsx too. */
const benefitIcons = ["trending-up", "shield-check", "landmark"] as const satisfies readonly IconName[];

const contactFields = ["full_name", "email", "company", "phone", "question", "message"] as const;
const demoFields = ["name", "phone", "email", "company", "message"] as const;

/** An object with exactly these keys, each a string of copy. */
const wordsFor = <const Key extends string>(keys: readonly Key[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>);

export const formsSchema = z.strictObject({
  /** SPEC 8, word for word, and a line of our own under a success. */
  toasts: z.strictObject({
    sent: z.literal("Thank you for your message! We'll get back to you soon."),
    failed: z.literal("Something went wrong. Please try again later."),
    /** The sent toast's second line when the marketing box was ticked; the report's thank-you says it too. */
    confirmInvitations: text,
  }),
  contactForm: z.strictObject({
    labels: wordsFor(contactFields),
    /** SPEC "Contact": the placeholders, word for word but the message's, which is only "about compliance challenges". */
    placeholders: z.strictObject({
      full_name: z.literal("Full Name *"),
      email: z.literal("Email Address *"),
      company: z.literal("Company Name *"),
      phone: z.literal("Phone Number*"),
      question: z.literal("What are you looking for ?*"),
      message: text,
    }),
    /** SPEC 9: the six enquiry types, in the dropdown's order. */
    enquiryTypes: z.tuple([
      z.literal("General Inquiry"),
      z.literal("Product Demo Request"),
      z.literal("Technical Support"),
      z.literal("Partnership Opportunities"),
      z.literal("Pricing Information"),
      z.literal("Implementation Support"),
    ]),
    /** SPEC "Contact". */
    submit: z.literal("Send Message"),
    /** SPEC 5, word for word; the form shows the first that applies. */
    errors: z.strictObject({
      fullNameRequired: z.literal("Full Name is required"),
      emailRequired: z.literal("Work Email is required"),
      emailInvalid: z.literal("Please enter a valid email address"),
      companyRequired: z.literal("Company is required"),
      phoneInvalid: z.literal("Please enter a valid phone number"),
      questionRequired: z.literal("Please select what you are looking for"),
      messageRequired: z.literal("Message is required"),
    }),
  }),
  demoRequest: z.strictObject({
    title: text,
    description: text,
    labels: wordsFor(demoFields),
    /** SPEC "Demo-request modal": the phone's placeholder is in +91 format. */
    placeholders: wordsFor(demoFields).refine(({ phone }) => phone.startsWith("+91 "), {
      path: ["phone"],
      message: "the phone's placeholder is an Indian number, +91 …",
    }),
    submit: text,
    /** The spec fixes none for the dialog: the other forms' words for the same fields. */
    errors: wordsFor([
      "nameRequired",
      "phoneRequired",
      "phoneInvalid",
      "emailRequired",
      "emailInvalid",
      "companyRequired",
    ]),
  }),
  careerAlerts: z.strictObject({
    title: text,
    description: text,
    fullName: text,
    email: text,
    submit: text,
    errors: wordsFor(["fullNameRequired", "emailRequired", "emailInvalid"]),
  }),
  reportOffer: z.strictObject({
    eyebrow: text,
    title: text,
    description: text,
    /** SPEC "Report section": three benefits. */
    benefits: z.array(z.strictObject({ icon: z.enum(benefitIcons), title: text, description: text })).length(3),
    /** SPEC "Report section". */
    button: z.literal("Download Free Report"),
    noSpam: text,
    /** SPEC 9: the cover's edition and claim, word for word. */
    cover: z.strictObject({
      edition: copyText.pipe(z.literal("2025 EDITION")),
      title: text,
      subtitle: text,
      meta: copyText.pipe(z.literal("150+ Pages • 50+ Countries")),
    }),
    form: z.strictObject({
      /** SPEC "Report section". */
      title: z.literal("Get Your Report"),
      subtitle: text,
      close: text,
      labels: wordsFor(["firstName", "lastName", "email", "designation", "company", "country"]),
      countryPrompt: text,
      submit: text,
      /** SPEC 5, word for word and in its order; the form shows the first that applies. */
      errors: z.strictObject({
        firstNameRequired: z.literal("First Name is required"),
        lastNameRequired: z.literal("Last Name is required"),
        emailRequired: z.literal("Work Email is required"),
        emailInvalid: z.literal("Please enter a valid email address"),
        designationRequired: z.literal("Designation is required"),
        companyRequired: z.literal("Company Name is required"),
        countryRequired: z.literal("Country is required"),
      }),
    }),
    thankYou: z.strictObject({ title: text, description: text, button: text }),
  }),
});

export type FormsCopy = z.output<typeof formsSchema>;
