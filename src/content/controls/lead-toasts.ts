/**
 * SPEC 8: what every form says once it is sent, the same for each; the success wording says
 * message even for the report request.
 */
export const leadToasts = {
  sent: "Thank you for your message! We'll get back to you soon.",
  failed: "Something went wrong. Please try again later.",
} as const;
