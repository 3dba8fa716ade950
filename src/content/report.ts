// The executive summary of the free report (shared/free-report.ts), the PDF the build
// writes (src/components/report/report-pdf.ts) and e-mails to every visitor who asks for it.
import { REPORT_TITLE, freeReport } from "#shared/free-report.ts";

import { type FigureId, figures as f } from "./figures.ts";
import { site } from "./site.ts";

export type ReportBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  /** Each item may start with a bold lead, separated from its text by ": ". */
  | { kind: "list"; items: readonly string[] }
  /** Key-figure tiles: value, label and period of each figure, with its note number. */
  | { kind: "figures"; ids: readonly FigureId[] }
  | { kind: "chart"; chart: ReportChart }
  /** A table whose first row names the columns. */
  | { kind: "table"; rows: readonly (readonly string[])[] }
  /** A boxed checklist. */
  | { kind: "callout"; title: string; items: readonly string[] };

export interface ReportChart {
  title: string;
  /** What the bars measure, printed under the title. */
  unit: string;
  bars: readonly { label: string; figure: FigureId }[];
}

export interface ReportPage {
  /** The running head: one of the three topics, or the summary's own sections. */
  section: string;
  title: string;
  blocks: readonly ReportBlock[];
}

const lossesChart: ReportChart = {
  title: "Cyber fraud losses reported by citizens",
  unit: "₹ crore, calendar year, NCRP and CFCFRMS",
  bars: [
    { label: "2023", figure: "cyberFraudLoss2023" },
    { label: "2024", figure: "cyberFraudLoss2024" },
  ],
};

const bankCasesChart: ReportChart = {
  title: "Frauds reported by banks: number of cases",
  unit: "Cases of ₹1 lakh and above, financial year",
  bars: [
    { label: "2023-24", figure: "bankFraudCases2024" },
    { label: "2024-25", figure: "bankFraudCases2025" },
  ],
};

const bankAmountChart: ReportChart = {
  title: "Frauds reported by banks: amount involved",
  unit: "₹ crore, financial year",
  bars: [
    { label: "2023-24", figure: "bankFraudAmount2024" },
    { label: "2024-25", figure: "bankFraudAmount2025" },
  ],
};

export const report = {
  cover: {
    edition: `${freeReport.edition} EDITION`,
    kind: "Executive summary",
    title: freeReport.name,
    subtitle: "Fraud patterns, defence strategies and regulatory updates for Indian financial institutions",
    audience: "For risk, compliance and fraud teams at banks, NBFCs, fintechs, payment processors and digital lenders",
  },
  /** Printed at the foot of every inner page. */
  runningFoot: `${REPORT_TITLE} • Executive summary`,
  pages: [
    {
      section: "Executive summary",
      title: "Fraud has moved past onboarding",
      blocks: [
        {
          kind: "paragraph",
          text: `Citizens reported losing ${f.cyberFraudLoss2024.value} to cyber fraud in India in 2024, up from ${f.cyberFraudLoss2023.value} in 2023: a rise of about ${f.cyberFraudSurge.value} in a single year. Banks reported ${f.bankFraudAmount2025.value} involved in frauds in 2024-25. Most of this money moves through accounts, merchants and loans that passed every check at onboarding.`,
        },
        {
          kind: "paragraph",
          text: `This summary of the ${freeReport.edition} edition of our report (${f.reportPages.value} pages, ${f.reportCountries.value} countries in the full edition) covers the three questions we are asked most by risk and compliance teams: which fraud patterns are growing, which defences work, and which regulatory changes of 2024 and 2025 need action now.`,
        },
        { kind: "figures", ids: ["cyberFraudLoss2024", "cyberFraudSurge", "bankFraudAmount2025", "fraudsAfterKyc"] },
        { kind: "subheading", text: "Five things to act on" },
        {
          kind: "list",
          items: [
            "Treat KYC as continuous: re-screen, re-rate and re-KYC on events, not only on the calendar.",
            "Hunt mule accounts: find them by behaviour and network, within minutes of the first credit.",
            "Watch every loan: early warning signals on each account, with a documented path to red-flagging.",
            "Score every merchant payment: merchant risk changes after onboarding, so monitoring must too.",
            "Prepare for the DPDP Rules, 2025: consent, notices, security safeguards and breach reporting.",
          ],
        },
      ],
    },
    {
      section: "Fraud patterns",
      title: "Cyber fraud losses tripled in a year",
      blocks: [
        {
          kind: "paragraph",
          text: `The Ministry of Home Affairs told the Lok Sabha that citizens reported ${f.financialFraudIncidents2024.value} financial cyber fraud incidents on I4C's portals in 2024, and losses of ${f.cyberFraudLoss2024.value}. Losses grew far faster than incidents: each fraud now takes more money, usually through several layers of accounts before the victim complains.`,
        },
        { kind: "chart", chart: lossesChart },
        {
          kind: "paragraph",
          text: `I4C's suspect registry, launched with banks in September 2024, had shared ${f.muleAccountsShared.value} mule accounts with participating institutions by July 2025. Each of those accounts passed KYC; what gave it away later was how it behaved.`,
        },
        { kind: "figures", ids: ["financialFraudIncidents2024", "muleAccountsShared"] },
      ],
    },
    {
      section: "Fraud patterns",
      title: "Bank frauds: fewer cases, larger amounts",
      blocks: [
        {
          kind: "paragraph",
          text: `The Reserve Bank's Annual Report 2024-25 counts ${f.bankFraudCases2025.value} frauds reported by banks in 2024-25, down from ${f.bankFraudCases2024.value} the year before, while the amount involved rose to ${f.bankFraudAmount2025.value} from ${f.bankFraudAmount2024.value}. The RBI attributes most of the rise in amount to older loan frauds reported afresh after re-examination under the Supreme Court's judgment of March 2023.`,
        },
        { kind: "chart", chart: bankCasesChart },
        { kind: "chart", chart: bankAmountChart },
      ],
    },
    {
      section: "Fraud patterns",
      title: "Where fraud concentrates",
      blocks: [
        {
          kind: "paragraph",
          text: `By number, frauds are digital: card and internet frauds were ${f.cardInternetShare2025.value} of the frauds banks reported in 2024-25 (${f.cardInternetFrauds2025.value} cases). By value, they are loans: advances accounted for ${f.advancesShare2025.value} of the amount involved.`,
        },
        { kind: "figures", ids: ["cardInternetShare2025", "advancesShare2025", "upiMonthlyTransactions"] },
        { kind: "subheading", text: "Patterns we see after onboarding" },
        {
          kind: "list",
          items: [
            "Mule accounts: genuine savings accounts rented or sold to fraud rings, receiving a burst of UPI and IMPS credits and emptying them within minutes.",
            "Account takeover: SIM swaps, remote-access apps and phishing turn a trusted customer's login into the fraudster's.",
            "Synthetic and borrowed identities: real documents, edited statements and fresh devices built to pass automated onboarding.",
            "Transaction laundering: gaming, betting or fraud proceeds routed through front merchants whose declared business does not match their traffic.",
            "Loan fraud: fund diversion, fictitious collateral and round-tripping through related parties, visible in account conduct long before default.",
          ],
        },
      ],
    },
    {
      section: "Defence strategies",
      title: "From periodic checks to continuous monitoring",
      blocks: [
        {
          kind: "paragraph",
          text: "A check performed once cannot see what changes afterwards. The institutions that lose least have moved three controls from onboarding into the life of the relationship.",
        },
        {
          kind: "list",
          items: [
            "Continuous due diligence: re-screen every customer whenever a sanctions, PEP or adverse media list changes, and compare live activity with the income, occupation and turnover declared at onboarding.",
            "Behavioural and device signals: score logins, beneficiary additions and payments in real time, so a held payment is a saved rupee rather than a recovery case.",
            "Network analysis: link accounts, devices, VPAs, merchants and settlement accounts in one graph; mule rings and collusive merchants show up as clusters long before they show up as complaints.",
            "Event-driven re-KYC: let a change in risk trigger updation early, rather than waiting for the periodic cycle of the customer's risk category.",
          ],
        },
        { kind: "subheading", text: "What we measure across our customers" },
        {
          kind: "paragraph",
          text: `These are ${site.name}'s own figures, not public statistics: ${f.accuracy.value} detection accuracy against confirmed fraud outcomes, ${f.manualReview.value} less manual review, and decisions returned in ${f.responseTime.value.toLowerCase()}.`,
        },
        { kind: "figures", ids: ["accuracy", "manualReview", "responseTime"] },
      ],
    },
    {
      section: "Defence strategies",
      title: "Controls that pay for themselves",
      blocks: [
        {
          kind: "list",
          items: [
            "Explainable scores: every alert carries reason codes and the signals behind it, so analysts can act, auditors can follow and model risk teams can validate.",
            "Fewer, better alerts: entity resolution clears name-only hits and low-value noise before they reach a queue; analysts see the cases that matter.",
            "One case record: alerts, investigations, STRs for FIU-IND and fraud reports to the RBI drawn from the same evidence, so facts never diverge between regulators.",
            "Early warning on credit: conduct, GST filings and related-party flows watched on every loan account, with red-flagging decisions documented as the fraud risk management directions expect.",
            "Merchant risk at settlement: hold a risky settlement before funds leave the escrow account, with the evidence to defend the hold.",
            "Partner oversight: vendors, DSAs and lending service providers verified at empanelment and monitored afterwards, because accountability stays with the regulated entity.",
          ],
        },
        {
          kind: "paragraph",
          text: `Across our customers, these controls have lowered compliance and fraud operations cost by ${f.costReduction.value.toLowerCase()}. Your results depend on your data, products and processes; a demo on your own scenarios is the fastest way to estimate them.`,
        },
        { kind: "subheading", text: "Where to start, by institution" },
        {
          kind: "table",
          rows: [
            ["Institution", "Exposure we see most", "First control to add"],
            [
              "Banks",
              "Mule accounts in the deposit book; large loan frauds",
              "Behavioural mule detection on UPI, IMPS and NEFT credits",
            ],
            [
              "NBFCs",
              "Identity and income fraud at sourcing; DSA conduct",
              "Early warning signals on borrower accounts after disbursal",
            ],
            [
              "Fintechs",
              "Account takeover and synthetic identities in app journeys",
              "Real-time scoring of logins, beneficiaries and payments",
            ],
            [
              "Payment aggregators",
              "Transaction laundering and collusive merchants",
              "Merchant traffic scored against the declared business",
            ],
            [
              "Digital lenders",
              "Application fraud and loan stacking",
              "Device, bank statement and Account Aggregator checks per application",
            ],
          ],
        },
      ],
    },
    {
      section: "Regulatory updates",
      title: "RBI: KYC and fraud risk management",
      blocks: [
        { kind: "subheading", text: "Master Direction on KYC" },
        {
          kind: "list",
          items: [
            `Periodic updation by risk: at least every ${f.kycHighRiskCycle.value} for high-risk customers and every ${f.kycLowRiskCycle.value} for low-risk customers, with ongoing due diligence in between.`,
            "Video-based customer identification (V-CIP) and self-declarations for low-risk customers whose details have not changed make event-driven re-KYC practical.",
            `Records under the Prevention of Money Laundering Act are kept for at least ${f.recordRetention.value}.`,
          ],
        },
        { kind: "subheading", text: "Master Directions on Fraud Risk Management (15 July 2024)" },
        {
          kind: "list",
          items: [
            "Three directions, for commercial banks and all-India financial institutions, for co-operative banks, and for NBFCs, replace the earlier circulars on frauds.",
            "Persons and entities must be given notice and an opportunity to respond before an account is classified as fraud, following the Supreme Court's judgment of 27 March 2023.",
            "A strengthened framework of early warning signals and red-flagged accounts, a data analytics and market intelligence unit, and board-level oversight of fraud risk.",
          ],
        },
        {
          kind: "callout",
          title: "Checklist for the next quarter",
          items: [
            "Map every re-KYC trigger to the customer risk categories of your board-approved policy.",
            "Document the notice and reply step before any fraud classification, with dates and evidence.",
            "Review early warning indicators for loan accounts, and who acts on each within what time.",
            "Confirm that the records behind every alert, decision and report can be produced for the retention period.",
          ],
        },
      ],
    },
    {
      section: "Regulatory updates",
      title: "Digital lending and data protection",
      blocks: [
        { kind: "subheading", text: "Digital lending" },
        {
          kind: "list",
          items: [
            `Default loss guarantee cover on a digital lending portfolio may not exceed ${f.dlgCap.value} of the portfolio, and the regulated entity remains accountable for its lending service providers.`,
            "The RBI (Digital Lending) Directions, 2025 of 8 May 2025 bring the digital lending guidelines and the default loss guarantee rules into one set of directions.",
          ],
        },
        { kind: "subheading", text: "Digital Personal Data Protection Act, 2023 and DPDP Rules, 2025" },
        {
          kind: "list",
          items: [
            "The Act, passed in August 2023, sets duties for every data fiduciary: notice, consent, purpose limitation, security safeguards and the rights of data principals.",
            `The Rules were notified on 13 November 2025. The Data Protection Board was set up at once; consent managers can register after ${f.consentManagerWindow.value}, and most obligations apply after ${f.dpdpComplianceWindow.value}.`,
            `Data fiduciaries must notify the Board and the people affected of a personal data breach, with a detailed report within ${f.breachReportWindow.value}.`,
            "Fraud and AML monitoring keeps its legal basis, but notices, retention schedules and vendor contracts need review before the obligations apply.",
          ],
        },
        {
          kind: "callout",
          title: "Checklist before the DPDP obligations apply",
          items: [
            "List the personal data your fraud and compliance systems hold, why, and for how long.",
            "Update customer notices to name fraud prevention and regulatory reporting as purposes.",
            "Agree breach reporting duties and timelines with every vendor that processes customer data.",
            "Check that lending service providers and digital lending apps follow the same rules.",
          ],
        },
      ],
    },
  ] satisfies readonly ReportPage[],
  /** How a tile or chart points at the sources page. */
  notes: { source: "Source", ownFigure: "Our own figure" },
  sources: {
    title: "Sources and notes",
    intro: `Public figures come from the documents below. Where the publisher's own page is not linked, the link is a news agency's report of the document. Figures marked as our own are ${site.name}'s, measured across our customers.`,
    companyTitle: `${site.name}'s own figures`,
  },
  contact: {
    title: "Talk to us",
    text: `See how ${site.name} monitors customers, merchants and transactions after onboarding, on your own fraud scenarios. Every demo covers live fraud detection, a custom ROI calculation, the implementation timeline and pricing.`,
    bookDemo: "Book a demo",
    write: "Write to us",
    reply: `We reply within ${f.responsePromise.value}.`,
    offices: "Offices",
    web: "On the web",
  },
  /** On the closing page, so a printed or forwarded copy still reads as indicative. */
  disclaimer:
    "Figures are indicative and current at the dates given. Amounts involved in bank frauds are as reported and are not losses; recoveries reduce them.",
} as const;

/** The charts of the summary, in page order. */
export const reportCharts: readonly ReportChart[] = report.pages.flatMap((page) =>
  page.blocks.flatMap((block) => (block.kind === "chart" ? [block.chart] : [])),
);
