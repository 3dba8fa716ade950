import { figures } from "./figures.ts";
import { site } from "./site.ts";
import type { ContactContent } from "./types.ts";

export const contact = {
  hero: {
    desktop: {
      badge: "Request a Callback",
      title: "Talk to our fraud and compliance specialists",
      description: `Tell us about your institution and the fraud or compliance gaps you are facing after onboarding. A ${site.name} specialist will call you back to discuss your requirements and arrange a tailored demonstration.`,
    },
    mobile: {
      badge: "Get In Touch",
      title: "Speak with our team",
      description: "Share your requirements and our specialists will call you back.",
    },
  },
  form: {
    title: "Get In Touch",
    description: `Share a few details and our team will respond within ${figures.responsePromise.value}.`,
  },
  info: {
    write: { title: "Write to us", note: site.responsePromise },
    corporate: { title: "Corporate Office" },
    registered: { title: "Registered Office" },
  },
  seo: {
    title: "Contact Us",
    description: `Contact ${site.name} to discuss fraud detection and post-onboarding compliance monitoring for your bank, NBFC, fintech or payment business.`,
  },
} as const satisfies ContactContent;
