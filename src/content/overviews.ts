import { alertFeed } from "./controls/alert-feed.ts";
import { site } from "./site.ts";
import type { Hero, IconName, PageSeo } from "./types.ts";

export type AlertSeverity = "critical" | "high" | "medium";

/** One sample card of the Solutions overview's alert feed. */
export interface SampleAlert {
  kind: string;
  detail: string;
  /** Which monitor raised it. */
  source: string;
  severity: AlertSeverity;
  icon: IconName;
}

export interface SectionCopy {
  eyebrow: string;
  title: string;
  description: string;
}

/** The card that fills the last grid cell on an overview and points undecided visitors to /contact. */
export interface HelpCard {
  title: string;
  description: string;
  action: { label: string; path: string };
}

export interface SolutionsOverviewContent {
  hero: Hero;
  alerts: {
    /** The list's accessible name. */
    label: string;
    caption: string;
    pause: string;
    play: string;
    severityLabel: string;
    severityLabels: Record<AlertSeverity, string>;
    /** Exactly three; the page repeats them (SPEC 9). */
    items: readonly [SampleAlert, SampleAlert, SampleAlert];
    repeat: number;
  };
  cards: SectionCopy & { learnMore: string };
  help: HelpCard;
  seo: PageSeo;
}

export interface IndustriesOverviewContent {
  hero: Hero;
  cards: SectionCopy & { challenges: string; benefits: string; learnMore: string };
  help: HelpCard;
  seo: PageSeo;
}

/** The sample alert feed's cards (Solutions overview). */
export const sampleAlerts = {
  severityLabel: "Severity",
  severityLabels: { critical: "Critical", high: "High", medium: "Medium" },
  items: [
    {
      kind: "Negative profile found",
      detail: "Adverse media: promoter of a Surat textile trader named in a ₹14 Cr GST input tax credit case.",
      source: "Adverse media re-screening",
      severity: "high",
      icon: "file-search",
    },
    {
      kind: "High-risk entity",
      detail: "Merchant's settlement account shares a device and VPA with 3 accounts reported on NCRP.",
      source: "Entity network analysis",
      severity: "critical",
      icon: "shield-exclamation-point",
    },
    {
      kind: "Unusual transaction behaviour",
      detail: "42 UPI credits worth ₹8.6 lakh in 35 minutes, moved out by IMPS to 5 new beneficiaries.",
      source: "Real-time transaction monitoring",
      severity: "medium",
      icon: "activity",
    },
  ],
} as const;

export const solutionsOverview = {
  hero: {
    eyebrow: "Solutions",
    title: "Fraud and compliance monitoring that starts after onboarding",
    description: `Five ${site.name} modules watch customers, vendors and merchants around the clock, score risk as it changes and keep the evidence your RBI, SEBI and FIU-IND obligations call for. Use one, or run them together on a single case record.`,
  },
  alerts: { ...alertFeed, ...sampleAlerts },
  cards: {
    eyebrow: "Our solutions",
    title: "One platform, five ways to close the post-KYC gap",
    description:
      "Each module works on its own and shares customer, entity and case data with the others, so an alert in one is context in the rest.",
    learnMore: "Learn More",
  },
  help: {
    title: "Not sure where to start?",
    description:
      "Tell us where fraud or compliance effort is concentrated today and our specialists will suggest the modules that fit.",
    action: { label: "Talk to a specialist", path: "/contact" },
  },
  seo: {
    title: "Fraud and Compliance Solutions",
    description: `Explore the five ${site.name} modules: customer compliance, vendor management, merchant monitoring, risk assessment and regulatory compliance.`,
  },
} as const satisfies SolutionsOverviewContent;

export const industriesOverview = {
  hero: {
    eyebrow: "Industries",
    title: "Built for India's regulated financial institutions",
    description: `Banks, fintechs, NBFCs, payment processors and digital lenders face different fraud patterns and different RBI obligations. ${site.name} is configured for each, with rules, reports and workflows that match how your institution is supervised.`,
  },
  cards: {
    eyebrow: "Who we serve",
    title: "Monitoring shaped by how your sector is supervised",
    description: "See the challenges we solve in your sector and what changes once continuous monitoring is in place.",
    challenges: "Key challenges",
    benefits: "Benefits",
    learnMore: "Learn More",
  },
  help: {
    title: "Your institution not listed?",
    description:
      "Co-operative banks, housing finance companies, insurers and SEBI intermediaries use the same platform. Tell us about yours.",
    action: { label: "Talk to a specialist", path: "/contact" },
  },
  seo: {
    title: "Industries We Serve",
    description: `How ${site.name} protects banks, fintechs, NBFCs, payment processors and digital lenders in India from fraud that begins after onboarding.`,
  },
} as const satisfies IndustriesOverviewContent;
