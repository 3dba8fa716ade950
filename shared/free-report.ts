/**
 * The free report the site offers (SPEC "Free report offer"), named here only: the home page's
 * offer, the PDF's cover and running foot, the figures that cite it and the e-mail that links
 * to it all read it.
 */
export const freeReport = {
  name: "Global Cyber Fraud Trends Report",
  edition: 2025,
} as const;

/** The report's title, its edition first. */
export const REPORT_TITLE = `${freeReport.edition} ${freeReport.name}`;
