import { figures as f, statistic } from "./figures.ts";
import { site } from "./site.ts";
import type { HomeContent } from "./types.ts";

/** Home page copy. Figures come from figures.ts; the spec's values and labels stay (docs/decisions/007). */
export const home = {
  hero: {
    badge: "Post-onboarding fraud intelligence",
    taglines: [
      `${f.fraudsAfterKyc.value} of frauds happen after KYC and legacy systems fail to detect them.`,
      "The frauds that happen after KYC can be stopped in real time.",
    ],
    title: "Stop the frauds that happen after KYC",
    reportButton: "Get the free report",
    description: `${site.name} monitors customers, merchants and transactions after onboarding, so your risk and compliance teams see fraud as it happens rather than after the loss.`,
    stats: [
      statistic(f.cyberFraudLoss2024, "Lost to frauds", "to cyber fraud in India in 2024"),
      statistic(f.cyberFraudSurge, "Surge in frauds", `across India, from ${f.cyberFraudLoss2023.value} in 2023`, [
        f.cyberFraudLoss2023,
      ]),
      statistic(f.fraudsAfterKyc, "Frauds after KYC", "undetected by legacy systems, across our customers"),
    ],
  },
  problems: {
    eyebrow: "The compliance gap",
    title: "Onboarding checks end at KYC. Fraud does not.",
    description:
      "Most controls in Indian financial institutions verify a customer once and then look away. That is where the losses, and the regulatory exposure, accumulate.",
    cards: [
      {
        icon: "clipboard-check",
        title: "Compliance is still largely manual",
        description: `In our assessments, ${f.manualProcesses.value} of compliance processes still depend on spreadsheets and manual review, which cannot keep pace with digital transaction volumes.`,
        stat: f.manualProcesses,
      },
      {
        icon: "scan-face",
        title: "Identity fraud slips through",
        description:
          "Compliance frameworks focus on paperwork at onboarding, so synthetic and stolen identities pass once and operate freely afterwards.",
      },
      {
        icon: "shield-exclamation-point",
        title: "Defence is reactive, not proactive",
        description:
          "Most fraud is found after the money has moved, through complaints, chargebacks or audits, when recovery is slow and rarely complete.",
      },
      {
        icon: "trending-down",
        title: "Losses run into hundreds of crores",
        description: `By our estimate, over ${f.undetectedLosses.value.replace("+", "")} is lost every year to fraud that goes undetected after customers are onboarded.`,
        stat: f.undetectedLosses,
      },
      {
        icon: "gavel",
        title: "Regulatory fines are rising",
        description: `By our tracking of published penalties, those for compliance lapses have risen ${f.finesRise.value} since 2023, as regulators expect continuous oversight, not periodic checks.`,
        stat: f.finesRise,
      },
    ],
  },
  solutions: {
    eyebrow: `How ${site.name} helps`,
    title: "Continuous protection after onboarding",
    description:
      "One platform that detects fraud, monitors every relationship around the clock and keeps your institution aligned with RBI and SEBI requirements.",
    cards: [
      {
        icon: "brain-circuit",
        title: "AI-powered detection",
        description:
          "Machine learning models score every transaction and account event to identify anomalies, mule accounts and account takeovers as they occur.",
        metric: `${f.accuracy.value} accuracy`,
      },
      {
        icon: "radar",
        title: "Continuous monitoring",
        description:
          "24/7 surveillance of customers, vendors and merchants, with risk scores updated as behaviour changes instead of at the next periodic review.",
        metric: `${f.responseTime.value} response`,
      },
      {
        icon: "shield-check",
        title: "Regulatory compliance",
        description:
          "Monitoring, alerts and audit trails mapped to RBI and SEBI requirements, with reports ready for internal audit and regulatory inspection. The mapping is our own, not a regulator's certification.",
        metric: `${f.regulatoryCoverage.value} RBI & SEBI requirements mapped`,
      },
    ],
  },
  fraudSignals: {
    badge: "Real-Time Intelligence",
    heading: "How {product} Sends Fraud Signals",
    text: "AI monitors data sources and instantly alerts when fraud is detected",
    inputs: [
      { icon: "activity", title: "Transaction Analysis", description: "Real-time payment monitoring" },
      { icon: "user-check", title: "Identity Verification", description: "Advanced user authentication" },
      { icon: "store", title: "Merchant Monitoring", description: "Business behavior analysis" },
      { icon: "fingerprint-pattern", title: "Device Intelligence", description: "Device fingerprinting & tracking" },
    ],
    output: {
      title: "Fraud signal",
      description: `Risk-scored alert to your team in ${f.responseTime.value.toLowerCase()}`,
    },
    typesTitle: "Types of Fraud Signals",
    diagramLabel: `Transaction analysis, identity verification, merchant monitoring and device intelligence flow into ${site.name}, which sends a fraud signal`,
  },
  demoBanner: {
    eyebrow: "Book a demo",
    title: `See ${site.name} on your own fraud scenarios`,
    description:
      "Walk through the platform with our team and see how post-onboarding monitoring would work with your transaction flows and compliance processes.",
    bullets: [
      "See live fraud detection",
      "Custom implementation plan",
      "ROI calculator included",
      "Same-day setup possible",
    ],
    bulletLinks: { "ROI calculator included": "/roi-calculator" },
    promise:
      "Every demo covers a live fraud detection demonstration, a custom ROI calculation, the implementation timeline and pricing.",
    requestButton: "Request a demo",
  },
  testimonials: {
    eyebrow: "Client experiences",
    title: "Trusted by risk and compliance teams",
    description: `Banks, NBFCs, fintechs and payment processors use ${site.name} to detect fraud after onboarding and stay ready for regulatory review.`,
  },
  seo: {
    title: "AI Fraud Detection & Post-KYC Compliance Monitoring",
    description:
      "AI fraud detection and continuous post-onboarding compliance monitoring for Indian banks, NBFCs, fintechs, payment processors and digital lenders.",
  },
} as const satisfies HomeContent;
