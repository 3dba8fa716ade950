/**
 * The free report the site offers (SPEC "Free report offer"), named here only: the home page's
 * offer, the figures that cite it and the e-mail that links to it read it, and the PDF's text
 * (src/content/report/) names it as `{{report.title}}`, `{{report.name}}` and `{{report.edition}}`.
 */
export const freeReport = {
  name: "Global Cyber Fraud Trends Report",
  edition: 2025,
} as const;

/** The report's title, its edition first. */
export const REPORT_TITLE = `${freeReport.edition} ${freeReport.name}`;
