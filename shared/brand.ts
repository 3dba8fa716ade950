/**
 * Who the site speaks for. The pages (through src/content/site.ts), the e-mails the server
 * sends and the build all read it here, so a rebrand is a change to this file.
 */
export const brand = {
  name: "Sentinel AI",
  legalName: "Sentinel AI Technologies Private Limited",
  email: "business@sentinelai.example",
  /** Public origin when SITE_URL is not set at build time. */
  url: "https://www.sentinelai.example",
  responsePromise: "We respond within 24 hours",
} as const;
