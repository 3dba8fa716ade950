// Every figure the site and the report quote, written once. Copy interpolates `value`, so a
// claim cannot drift to a second value (figures.test.ts proves it over all the copy). The
// build checks each entry against figure-schema.ts (the `figures` collection).
import { brand } from "#shared/brand.ts";
import { REPORT_TITLE } from "#shared/free-report.ts";

import type { IndustrySlug, SolutionSlug } from "./catalogue.ts";
import { ourPlatform, responsePromise } from "./response-promise.ts";
import { type Source, type SourceId, sources } from "./sources.ts";

/** Where a figure is shown: a page path, or the e-mailed report. */
export type FigurePlace =
  | "/"
  | "/about"
  | "/careers"
  | "/contact"
  | "/solutions"
  | "/industries"
  | `/solutions/${SolutionSlug}`
  | `/industries/${IndustrySlug}`
  | "report";

/** A public statistic names its document; anything else is the company's own claim and says on what basis. */
export type Attribution = { source: SourceId } | { company: string };

export interface Figure {
  /** As printed: Indian digit grouping, "₹22,845 Cr", "36 lakh+", "99.8%". */
  value: string;
  /** What the value measures. */
  label: string;
  /** The period or scope the value covers, with the exact figure when `value` rounds it. */
  period: string;
  attribution: Attribution;
  appearsOn: readonly FigurePlace[];
  /** The exact number behind `value`, in the unit named, for the report's charts. */
  amount?: { value: number; unit: "crore" | "cases" };
  /** Wording that states this claim in running copy; a sentence using it must carry `value`. */
  mentions?: RegExp;
}

const ourCustomers = `${brand.name}'s own figure, across our customers`;

export const figures = {
  cyberFraudLoss2024: {
    value: "₹22,845 Cr",
    label: "Lost to cyber fraud in India",
    period: "Calendar year 2024: ₹22,845.73 Cr reported by citizens",
    attribution: { source: "mhaLokSabha2025" },
    appearsOn: ["/", "/industries/digital-lending", "report"],
    amount: { value: 22845.73, unit: "crore" },
    mentions: /lost to cyber fraud/i,
  },
  cyberFraudLoss2023: {
    value: "₹7,465 Cr",
    label: "Lost to cyber fraud in India",
    period: "Calendar year 2023: ₹7,465.18 Cr",
    attribution: { source: "mhaLokSabha2025" },
    appearsOn: ["/", "report"],
    amount: { value: 7465.18, unit: "crore" },
  },
  cyberFraudSurge: {
    value: "206%",
    label: "Rise in cyber fraud losses",
    period: "2024 over 2023",
    attribution: { source: "mhaLokSabha2025" },
    appearsOn: ["/", "report"],
    mentions: /surge/i,
  },
  financialFraudIncidents2024: {
    value: "36 lakh+",
    label: "Financial cyber fraud incidents reported",
    period: "Calendar year 2024: 36,37,288 incidents",
    attribution: { source: "mhaLokSabha2025" },
    appearsOn: ["/industries/fintech", "/industries/digital-lending", "report"],
  },
  muleAccountsShared: {
    value: "24 lakh+",
    label: "Mule accounts shared with banks through I4C's suspect registry",
    period: "From the registry's launch on 10 September 2024 to July 2025",
    attribution: { source: "mhaLokSabha2025" },
    appearsOn: ["/industries/banking", "/industries/payment-processors", "report"],
  },
  bankFraudAmount2025: {
    value: "₹36,014 Cr",
    label: "Amount involved in frauds reported by banks",
    period: "Financial year 2024-25, frauds of ₹1 lakh and above",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["/industries/nbfcs", "/industries/digital-lending", "report"],
    amount: { value: 36014, unit: "crore" },
  },
  bankFraudAmount2024: {
    value: "₹12,230 Cr",
    label: "Amount involved in frauds reported by banks",
    period: "Financial year 2023-24, frauds of ₹1 lakh and above",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["report"],
    amount: { value: 12230, unit: "crore" },
  },
  bankFraudCases2025: {
    value: "23,953",
    label: "Frauds reported by banks",
    period: "Financial year 2024-25, frauds of ₹1 lakh and above",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["report"],
    amount: { value: 23953, unit: "cases" },
  },
  bankFraudCases2024: {
    value: "36,060",
    label: "Frauds reported by banks",
    period: "Financial year 2023-24, frauds of ₹1 lakh and above",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["report"],
    amount: { value: 36060, unit: "cases" },
  },
  fraudReportingThreshold: {
    value: "₹1 lakh",
    label: "Smallest fraud counted in the RBI's data on bank frauds",
    period: "Frauds of ₹1 lakh and above, as reported by banks",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["report"],
  },
  cardInternetFrauds2025: {
    value: "13,500+",
    label: "Card and internet frauds reported by banks",
    period: "Financial year 2024-25: 13,516 cases",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["/industries/payment-processors", "report"],
    amount: { value: 13516, unit: "cases" },
  },
  cardInternetShare2025: {
    value: "56.5%",
    label: "Share of bank frauds, by number, in cards and internet banking",
    period: "Financial year 2024-25",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["/industries/fintech", "report"],
  },
  advancesShare2025: {
    value: "92%+",
    label: "Share of the amount in bank frauds that involved loans",
    period: "Financial year 2024-25",
    attribution: { source: "rbiAnnualReport2025" },
    appearsOn: ["/industries/banking", "/industries/nbfcs", "report"],
  },
  upiMonthlyTransactions: {
    value: "20 billion+",
    label: "UPI transactions in a single month",
    period: "August 2025: 20.01 billion transactions",
    attribution: { source: "npciUpiAugust2025" },
    appearsOn: ["/industries/fintech", "/industries/payment-processors", "report"],
  },
  recordRetention: {
    value: "5 years",
    label: "Minimum period to keep transaction records under PMLA",
    period: "Prevention of Money Laundering Act, 2002, section 12, and the PML Rules",
    attribution: { source: "fiuRecordKeeping" },
    appearsOn: ["/industries/fintech", "/industries/nbfcs", "report"],
  },
  dlgCap: {
    value: "5%",
    label: "Cap on default loss guarantee cover for a digital lending portfolio",
    period: "RBI Guidelines on Default Loss Guarantee in Digital Lending, 8 June 2023",
    attribution: { source: "rbiDlgFaq" },
    appearsOn: ["/industries/digital-lending", "report"],
  },
  kycHighRiskCycle: {
    value: "2 years",
    label: "Periodic KYC updation cycle for high-risk customers",
    period: "RBI KYC directions, at least once in every two years",
    attribution: { source: "rbiKycPeriodicUpdation" },
    appearsOn: ["/industries/banking", "report"],
  },
  kycLowRiskCycle: {
    value: "10 years",
    label: "Periodic KYC updation cycle for low-risk customers",
    period: "RBI KYC directions, at least once in every ten years",
    attribution: { source: "rbiKycPeriodicUpdation" },
    appearsOn: ["/industries/nbfcs", "report"],
  },
  failedTransactionCompensation: {
    value: "₹100 a day",
    label: "Compensation for each day a failed-transaction reversal is late",
    period: "In force from 15 October 2019 for authorised payment systems",
    attribution: { source: "rbiFailedTransactionsTat" },
    appearsOn: ["/industries/payment-processors"],
  },
  consentManagerWindow: {
    value: "12 months",
    label: "Before consent managers can register with the Data Protection Board",
    period: "From the notification of the DPDP Rules, 2025 on 13 November 2025",
    attribution: { source: "dpdpRules2025" },
    appearsOn: ["report"],
  },
  dpdpComplianceWindow: {
    value: "18 months",
    label: "Before most obligations of the DPDP Rules, 2025 apply",
    period: "From the notification of the DPDP Rules, 2025 on 13 November 2025",
    attribution: { source: "dpdpRules2025" },
    appearsOn: ["report"],
  },
  breachReportWindow: {
    value: "72 hours",
    label: "To report a personal data breach to the Data Protection Board",
    period: "From becoming aware of the breach, under the DPDP Rules, 2025",
    attribution: { source: "dpdpRulesBreach" },
    appearsOn: ["report"],
  },

  fraudsAfterKyc: {
    value: "82%",
    label: "Frauds after KYC",
    period: "Share of the frauds we see that happen after onboarding checks were passed",
    attribution: { company: ourCustomers },
    appearsOn: ["/", "report"],
    mentions: /after KYC/i,
  },
  manualProcesses: {
    value: "73%",
    label: "Compliance processes still run manually",
    period: "Share of the compliance processes we assess at prospective customers",
    attribution: { company: `${brand.name}'s own assessment of prospective customers` },
    appearsOn: ["/"],
    mentions: /compliance processes/i,
  },
  undetectedLosses: {
    value: "₹850 Cr+",
    label: "Lost every year to fraud after onboarding",
    period: "Our estimate of yearly losses that go undetected after customers are onboarded",
    attribution: { company: `${brand.name}'s own estimate` },
    appearsOn: ["/"],
    mentions: /lost every year/i,
  },
  finesRise: {
    value: "280%",
    label: "Rise in penalties for compliance lapses",
    period: "Since 2023, by our tracking of penalties published by regulators",
    attribution: { company: `${brand.name}'s own analysis` },
    appearsOn: ["/"],
    mentions: /penalties/i,
  },
  falsePositives: {
    value: "90%+",
    label: "Legacy AML alerts closed as false positives",
    period: "Rule-based alert queues at our customers before they went live",
    attribution: { company: ourCustomers },
    appearsOn: ["/industries/banking"],
    mentions: /false positives/i,
  },
  accuracy: {
    value: "99.8%",
    label: "Detection accuracy",
    period: "Measured against confirmed fraud outcomes across our customers",
    attribution: { company: ourCustomers },
    appearsOn: [
      "/",
      "/about",
      "/solutions/customer-compliance",
      "/solutions/merchant-monitoring",
      "/solutions/risk-assessment",
      "/industries/banking",
      "/industries/fintech",
      "/industries/nbfcs",
      "/industries/payment-processors",
      "/industries/digital-lending",
      "report",
    ],
    mentions: /accuracy/i,
  },
  responseTime: {
    value: "Under 1 s",
    label: "Response time",
    period: "Time to score a transaction or return a risk decision on our platform",
    attribution: { company: ourPlatform },
    appearsOn: [
      "/",
      "/solutions/merchant-monitoring",
      "/solutions/risk-assessment",
      "/industries",
      "/industries/fintech",
      "/industries/payment-processors",
      "/industries/digital-lending",
      "report",
    ],
  },
  manualReview: {
    value: "85%",
    label: "Less manual review",
    period: "Reduction in alerts sent for manual review, across our customers",
    attribution: { company: ourCustomers },
    appearsOn: [
      "/",
      "/solutions/customer-compliance",
      "/solutions/vendor-management",
      "/solutions/merchant-monitoring",
      "/solutions/risk-assessment",
      "/solutions/regulatory-compliance",
      "/industries",
      "/industries/banking",
      "/industries/fintech",
      "/industries/nbfcs",
      "/industries/digital-lending",
      "report",
    ],
    mentions: /less manual|manual review (by|of flagged)|sent for manual review/i,
  },
  costReduction: {
    value: "Up to 70%",
    label: "Lower compliance cost",
    period: "Reduction in compliance and fraud operations cost, across our customers",
    attribution: { company: ourCustomers },
    appearsOn: [
      "/",
      "/solutions/vendor-management",
      "/solutions/regulatory-compliance",
      "/industries",
      "/industries/banking",
      "/industries/fintech",
      "/industries/nbfcs",
      "/industries/digital-lending",
      "report",
    ],
    mentions: /\bcost\b/i,
  },
  regulatoryCoverage: {
    value: "100%",
    label: "RBI and SEBI requirements mapped",
    period: "Our own mapping of the RBI and SEBI requirements our modules address; not a regulator's certification",
    attribution: { company: `${brand.name}'s own assessment` },
    appearsOn: ["/", "/solutions/vendor-management", "/solutions/regulatory-compliance"],
    mentions: /RBI (and|&) SEBI/i,
  },
  uptime: {
    value: "99.9%",
    label: "Platform uptime",
    period: "Availability commitment for our platform",
    attribution: { company: ourPlatform },
    appearsOn: [
      "/solutions/merchant-monitoring",
      "/solutions/risk-assessment",
      "/solutions/regulatory-compliance",
      "/industries/banking",
      "/industries/payment-processors",
    ],
    mentions: /uptime/i,
  },
  chargebackReduction: {
    value: "80%",
    label: "Chargeback reduction",
    period: "Reduction in chargebacks across our payment processor customers",
    attribution: { company: ourCustomers },
    appearsOn: ["/industries", "/industries/payment-processors"],
    mentions: /chargebacks/i,
  },
  monitoringHours: {
    value: "24/7",
    label: "Continuous monitoring",
    period: "Monitoring runs around the clock on our platform",
    attribution: { company: ourPlatform },
    appearsOn: [
      "/",
      "/solutions/customer-compliance",
      "/solutions/vendor-management",
      "/solutions/merchant-monitoring",
      "/solutions/regulatory-compliance",
      "/industries/banking",
      "/industries/nbfcs",
      "/industries/payment-processors",
    ],
  },
  customerComplianceLive: {
    value: "2 weeks",
    label: "Implementation, customer compliance",
    period: "Typical time to go live with customer compliance monitoring",
    attribution: { company: ourCustomers },
    appearsOn: ["/solutions/customer-compliance"],
  },
  vendorManagementLive: {
    value: "1 week",
    label: "Implementation, vendor management",
    period: "Typical time to go live with vendor management",
    attribution: { company: ourCustomers },
    appearsOn: ["/solutions/vendor-management"],
  },
  merchantMonitoringLive: {
    value: "3 days",
    label: "Implementation, merchant monitoring",
    period: "Typical time to go live with merchant monitoring",
    attribution: { company: ourCustomers },
    appearsOn: ["/solutions/merchant-monitoring", "/industries", "/industries/payment-processors"],
  },
  fintechIntegration: {
    value: "2 hours",
    label: "API integration, fintechs",
    period: "Typical time for a fintech engineering team to complete the API integration",
    attribution: { company: ourCustomers },
    appearsOn: ["/industries", "/industries/fintech"],
  },
  reportPages: {
    value: "150+",
    label: "Pages in the full report",
    period: `The ${REPORT_TITLE}, of which the e-mailed PDF is the executive summary`,
    attribution: { company: `${brand.name}'s own publication` },
    appearsOn: ["/", "report"],
  },
  reportCountries: {
    value: "50+",
    label: "Countries covered by the full report",
    period: `The ${REPORT_TITLE}`,
    attribution: { company: `${brand.name}'s own publication` },
    appearsOn: ["/", "report"],
  },
  responsePromise,
  institutionsProtected: {
    value: "500+",
    label: "Institutions protected",
    period: "Banks, NBFCs, fintechs and payment aggregators using our platform",
    attribution: { company: ourCustomers },
    appearsOn: ["/about"],
  },
  fraudPrevented: {
    value: "₹2,000 Cr+",
    label: "Fraud prevented",
    period: "Fraudulent transactions stopped across our customers since launch",
    attribution: { company: ourCustomers },
    appearsOn: ["/about"],
  },
  countriesServed: {
    value: "15+",
    label: "Countries served",
    period: "Countries where our platform is in production",
    attribution: { company: ourCustomers },
    appearsOn: ["/about", "/careers"],
  },
  teamSize: {
    value: "200+",
    label: "Team members",
    period: "People employed across engineering, risk and compliance",
    attribution: { company: `${brand.name}'s own figure` },
    appearsOn: ["/careers"],
  },
  employeeRating: {
    value: "4.8/5",
    label: "Employee rating",
    period: "From our internal engagement survey",
    attribution: { company: `${brand.name}'s own figure` },
    appearsOn: ["/careers"],
  },
  retention: {
    value: "95%",
    label: "Retention",
    period: "Share of colleagues who stay with us year on year",
    attribution: { company: `${brand.name}'s own figure` },
    appearsOn: ["/careers"],
  },
} as const satisfies Record<string, Figure>;

export type FigureId = keyof typeof figures;

/** The document behind a public figure, or undefined for the company's own claims. */
export function sourceOf(figure: Figure, from: Readonly<Record<SourceId, Source>> = sources): Source | undefined {
  return "source" in figure.attribution ? from[figure.attribution.source] : undefined;
}

/** A metrics-card entry that shows a figure of the table under a label of its page. */
/* @__NO_SIDE_EFFECTS__ */
export function metric(figure: Figure, label: string = figure.label) {
  return { value: figure.value, label, figure };
}

/** A headline statistic that shows a figure of the table. */
/* @__NO_SIDE_EFFECTS__ */
export function statistic(figure: Figure, label: string, sublabel: string, cites: readonly Figure[] = []) {
  return { value: figure.value, label, sublabel, figure, cites };
}
