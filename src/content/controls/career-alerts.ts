import { brand } from "#shared/brand.ts";

/** The role-alert dialog's words and messages (careers page). */
export const careerAlertDialog = {
  title: "Get notified when roles open",
  description: `Leave your name and e-mail address and we will write to you as soon as a role opens at ${brand.name}.`,
  fullName: "Full Name *",
  email: "Email Address *",
  submit: "Notify me",
  errors: {
    fullNameRequired: "Full Name is required",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
  },
} as const;
