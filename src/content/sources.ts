/**
 * The public documents the site's statistics come from. Where the publisher's own page could
 * not be linked, `url` is a news agency's report of the document and `reportedBy` names it.
 */
export interface Source {
  publisher: string;
  title: string;
  /** ISO date of the document; absent for an undated web page. */
  date?: string;
  /** The date as printed in sources notes. */
  dateLabel: string;
  url: string;
  reportedBy?: string;
}

export const sources = {
  mhaLokSabha2025: {
    publisher: "Ministry of Home Affairs",
    title:
      "Written reply in the Lok Sabha on cyber fraud reported on I4C's National Cyber Crime Reporting Portal (NCRP) and CFCFRMS",
    date: "2025-07-22",
    dateLabel: "22 July 2025",
    url: "https://www.livemint.com/focus/citizens-lost-over-rs-22-845-crore-to-cyber-criminals-in-2024-govt/amp-11753179128167.html",
    reportedBy: "PTI",
  },
  rbiAnnualReport2025: {
    publisher: "Reserve Bank of India",
    title: "Annual Report 2024-25: frauds of ₹1 lakh and above reported by banks",
    date: "2025-05-29",
    dateLabel: "29 May 2025",
    url: "https://www.newsdrum.in/business/fraud-amount-jumps-3-times-in-fy25-public-sector-banks-hit-more-9317370",
    reportedBy: "PTI",
  },
  npciUpiAugust2025: {
    publisher: "National Payments Corporation of India",
    title: "UPI product statistics for August 2025",
    date: "2025-09-01",
    dateLabel: "1 September 2025",
    url: "https://www.newsdrum.in/business/upi-transactions-cross-20-bn-mark-in-volume-terms-in-aug-9774916",
    reportedBy: "PTI",
  },
  fiuRecordKeeping: {
    publisher: "Financial Intelligence Unit - India",
    title: "FAQs on maintenance of records under the Prevention of Money Laundering Act, 2002",
    dateLabel: "undated web page",
    url: "http://fiuindia.gov.in/faq-maintainrecords.htm",
  },
  rbiDlgFaq: {
    publisher: "Reserve Bank of India",
    title: "FAQs on Guidelines on Default Loss Guarantee in Digital Lending",
    date: "2024-04-26",
    dateLabel: "26 April 2024",
    url: "https://website.rbi.org.in/mr/web/rbi/faq-page-2?ddm__keyword__26256231__FaqDetailPage2Title_en_US=FAQs+on+Guidelines+on+Default+Loss+Guarantee+in+Digital+Lending&delta=10&start=2",
  },
  rbiKycPeriodicUpdation: {
    publisher: "Reserve Bank of India",
    title: "Notification on periodic updation of KYC by risk category (2, 8 and 10 years)",
    date: "2015-01-02",
    dateLabel: "2 January 2015",
    url: "https://business-standard.com/amp/article/pti-stories/rbi-eases-kyc-norms-for-nbfcs-115010200907_1.html",
    reportedBy: "PTI",
  },
  rbiFailedTransactionsTat: {
    publisher: "Reserve Bank of India",
    title:
      "Harmonisation of Turn Around Time (TAT) and customer compensation for failed transactions using authorised Payment Systems",
    date: "2019-09-20",
    dateLabel: "20 September 2019",
    url: "https://www.india.com/business/banks-to-pay-rs100-penalty-per-day-for-not-addressing-transaction-failures-rbi-3779325/",
    reportedBy: "India.com",
  },
  dpdpRules2025: {
    publisher: "Ministry of Electronics and Information Technology",
    title: "Digital Personal Data Protection Rules, 2025",
    date: "2025-11-13",
    dateLabel: "13 November 2025",
    url: "https://www.business-standard.com/amp/industry/news/dpdp-act-rules-notified-digital-personal-data-protection-operationalised-125111400811_1.html",
    reportedBy: "Business Standard",
  },
  dpdpRulesBreach: {
    publisher: "Ministry of Electronics and Information Technology",
    title: "Digital Personal Data Protection Rules, 2025: personal data breach intimation",
    date: "2025-11-13",
    dateLabel: "13 November 2025",
    url: "https://www.thehawk.in/news/science/centre-notifies-dpdp-act-rules-operationalises-indias-1st-digital-privacy-law",
    reportedBy: "IANS",
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof sources;

/** The words around numbered notes under a section. */
export const sourceNotes = {
  title: "Sources and notes",
  /** Accessible name of a note marker, followed by its number. */
  noteLabel: "Note",
  reportedBy: "as reported by",
} as const;
