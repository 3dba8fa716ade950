import { brand } from "#shared/brand.ts";

/** Words of the site's controls that belong to no one page: buttons, notices, hidden labels. */
export const interfaceText = {
  close: "Close",
  /** The external scheduler's call to action, in the spec's words and case. */
  scheduleDemo: "SCHEDULE DEMO",
  /** Completes a "Learn More" link's accessible name: "Learn More about Banking". */
  about: "about",
  /** Read after a link that opens another site. */
  opensInNewTab: "(opens in a new tab)",
  scrollToTop: "Scroll to top",
  /** A submit button's label while its request runs. */
  sending: "Sending…",
  /** Under a form's submit button when the browser runs no script, which the form needs to send. */
  formNeedsScript: {
    before: "Sending this form needs JavaScript, which is off in this browser. Write to",
    email: brand.email,
    after: "instead.",
  },
  /** India's DPDP Act: what governs the data, said where it is collected. */
  /** The label of the hidden field only bots fill in. */
  honeypot: "Leave this field empty",
  legal: { eyebrow: "Legal", lastUpdated: "Last updated", contents: "Contents", versionHistory: "Version history" },
} as const;
