import { industryNames } from "./catalogue.ts";
import { figures as f, metric } from "./figures.ts";
import { site } from "./site.ts";
import type { Industry } from "./types.ts";

export const industries = [
  {
    slug: "banking",
    name: industryNames["banking"],
    icon: "landmark",
    summary:
      "Mule account detection, loan fraud early warning and continuous KYC monitoring for commercial, small finance and co-operative banks.",
    overview: {
      challenges: [
        "Mule accounts receiving cyber fraud proceeds",
        "Periodic KYC updation backlogs",
        "High volumes of false positive AML alerts",
      ],
      benefits: [
        "Mule detection across UPI, IMPS and NEFT",
        "Risk-based re-KYC triggers",
        `${f.manualReview.value} less manual alert review`,
      ],
    },
    hero: {
      eyebrow: "For banks",
      title: "Fraud and KYC monitoring built for Indian banks",
      description: `Banks carry the largest share of India's fraud losses and the heaviest compliance load. ${site.name} monitors every account after onboarding, flags mule behaviour as it happens, raises early warning signals on loan accounts and keeps KYC current under the RBI Master Directions on KYC and on fraud risk management.`,
    },
    challenges: [
      {
        title: "Mule accounts in the deposit book",
        description:
          "Savings and current accounts, often opened with genuine KYC, are rented or sold to fraud rings and used to layer cyber fraud proceeds through UPI and IMPS within minutes of the original fraud.",
        stat: metric(
          f.muleAccountsShared,
          "Mule accounts shared with banks through I4C's suspect registry by July 2025",
        ),
      },
      {
        title: "Large-value loan frauds",
        description:
          "Fund diversion, fictitious collateral and round-tripping through related parties drive most fraud by value, and early warning signals are expected long before an account is classified as fraud.",
        stat: metric(f.advancesShare2025, "Of the amount in bank frauds reported in 2024-25 involved loans"),
      },
      {
        title: "KYC that goes stale",
        description:
          "Periodic updation runs on fixed cycles by risk category, while a customer's real risk can change within weeks of onboarding.",
        stat: metric(f.kycHighRiskCycle),
      },
      {
        title: "Alert fatigue in AML operations",
        description:
          "Rule-based transaction monitoring produces large alert queues, and analysts spend most of their day closing hits that were never suspicious.",
        stat: metric(
          f.falsePositives,
          "Of legacy AML alerts closed as false positives, across our customers before go-live",
        ),
      },
    ],
    solutions: [
      {
        icon: "user-check",
        title: "Continuous KYC monitoring",
        description:
          "Re-screening, adverse media and behavioural drift checks across the whole customer base, with re-KYC triggered by risk rather than by calendar alone.",
        solution: "customer-compliance",
      },
      {
        icon: "gauge",
        title: "Dynamic risk scoring for accounts and borrowers",
        description:
          "Explainable scores that re-rate customers and borrowers as transactions, screening hits and early warning indicators arrive.",
        solution: "risk-assessment",
      },
      {
        icon: "file-text",
        title: "FIU-IND and RBI reporting",
        description:
          "STR and CTR workflows, red-flagged account tracking and fraud reporting to RBI, all from one auditable case record.",
        solution: "regulatory-compliance",
      },
    ],
    benefits: [
      {
        title: "Mule accounts found earlier",
        description:
          "Behavioural and network signals flag accounts receiving fraud proceeds, so you can place holds and respond to National Cybercrime Reporting Portal requests faster.",
      },
      {
        title: "Early warning on credit fraud",
        description:
          "Indicators drawn from account conduct, GST filings and related-party flows support timely red-flagging decisions under the fraud risk management directions.",
      },
      {
        title: "Lower cost of compliance",
        description: `Entity resolution and risk-based prioritisation cut manual review by ${f.manualReview.value} and screening operations cost by ${f.costReduction.value.toLowerCase()}.`,
      },
      {
        title: "Ready for inspection",
        description:
          "Every alert, decision and report carries a complete, time-stamped audit trail that internal audit and RBI inspection teams can follow.",
      },
    ],
    metrics: [
      metric(f.accuracy, "Detection accuracy"),
      metric(f.manualReview, "Less manual review"),
      metric(f.monitoringHours, "Surveillance"),
      metric(f.uptime, "Platform uptime"),
    ],
    seo: {
      title: "Fraud Detection and KYC Monitoring for Banks",
      description:
        "Mule account detection, loan fraud early warning signals and continuous KYC monitoring for Indian banks, aligned with RBI Master Directions.",
    },
  },
  {
    slug: "fintech",
    name: industryNames["fintech"],
    icon: "smartphone",
    summary:
      "API-first fraud and compliance monitoring for UPI apps, prepaid instrument issuers, neobanking platforms and investment apps.",
    overview: {
      challenges: [
        "Real-time UPI and wallet fraud",
        "Synthetic and borrowed identities",
        "Sponsor bank and regulator scrutiny",
      ],
      benefits: [
        `Risk decisions in ${f.responseTime.value.toLowerCase()}`,
        `API integration in ${f.fintechIntegration.value}`,
        "Audit-ready compliance evidence",
      ],
    },
    hero: {
      eyebrow: "For fintechs",
      title: "Grow your user base without growing your fraud losses",
      description: `Fintechs add users faster than they can add compliance analysts. ${site.name} plugs into your stack through REST APIs and webhooks, scores every onboarding and transaction in under a second, and gives your partner banks and regulators the monitoring and evidence they expect.`,
    },
    challenges: [
      {
        title: "Fraud at UPI speed",
        description:
          "Instant, irrevocable payments give fraudsters seconds to move money onward through chains of mule VPAs before a complaint is even registered.",
        stat: metric(f.upiMonthlyTransactions, "UPI transactions in a single month, August 2025"),
      },
      {
        title: "A digital-first attack surface",
        description:
          "Account takeover, SIM swap, device emulation and synthetic identities built from stolen or borrowed documents all target app-based onboarding and login.",
        stat: metric(f.cardInternetShare2025, "Of bank frauds reported in 2024-25 were card and internet frauds"),
      },
      {
        title: "Partner bank scrutiny",
        description:
          "Sponsor banks and co-lending partners expect fintech programmes to meet their KYC, AML and fraud standards, including timely escalation of suspicious activity.",
        stat: metric(f.financialFraudIncidents2024, "Financial cyber fraud incidents reported in India in 2024"),
      },
      {
        title: "Evidence at scale",
        description:
          "Every onboarding decision, alert and closure must be retrievable for audits and inspections, across millions of users and years of activity.",
        stat: metric(f.recordRetention),
      },
    ],
    solutions: [
      {
        icon: "zap",
        title: "Real-time transaction risk scoring",
        description:
          "Scores logins, beneficiary additions and UPI, card and wallet payments in under a second, with reason codes your operations team can act on.",
        solution: "risk-assessment",
      },
      {
        icon: "scan-face",
        title: "Ongoing KYC for app users",
        description:
          "Continuous sanctions, PEP and adverse media re-screening plus behavioural drift checks that catch accounts turning into mules.",
        solution: "customer-compliance",
      },
      {
        icon: "store",
        title: "Merchant risk for payment fintechs",
        description:
          "Onboarding checks and transaction laundering detection for fintechs that acquire merchants or operate as payment aggregators.",
        solution: "merchant-monitoring",
      },
    ],
    benefits: [
      {
        title: "Built for developers",
        description: `REST APIs, webhooks and sandbox keys with clear documentation; most engineering teams complete the API integration in ${f.fintechIntegration.value}.`,
      },
      {
        title: "Fewer false declines",
        description:
          "Device, behavioural and network context lets genuine users through while holding risky payments, protecting conversion as well as funds.",
      },
      {
        title: "Compliance that scales with you",
        description: `${f.manualReview.value} less manual review means your compliance team can grow far more slowly than your user base.`,
      },
      {
        title: "Evidence your partners accept",
        description:
          "Sponsor bank reviews and audits draw on a complete record of every check, alert and decision, exportable on request.",
      },
    ],
    metrics: [
      metric(f.fintechIntegration, "Integration time"),
      metric(f.responseTime, "Risk decision"),
      metric(f.accuracy, "Detection accuracy"),
      metric(f.costReduction, "Lower compliance cost"),
    ],
    seo: {
      title: "Fraud Prevention and Compliance for Fintechs",
      description:
        "API-first fraud detection and compliance monitoring for Indian fintechs: real-time UPI risk scoring, continuous KYC and partner-ready evidence.",
    },
  },
  {
    slug: "nbfcs",
    name: industryNames["nbfcs"],
    icon: "building",
    summary:
      "Loan fraud detection, continuous KYC, DSA oversight and RBI fraud reporting workflows for non-banking financial companies.",
    overview: {
      challenges: [
        "Identity and income fraud in loan sourcing",
        "Fraud classification and reporting timelines",
        "DSA and outsourcing partner risk",
      ],
      benefits: [
        "Early warning signals on borrower accounts",
        "Vendor and DSA due diligence",
        `${f.costReduction.value} lower compliance cost`,
      ],
    },
    hero: {
      eyebrow: "For NBFCs",
      title: "Protect the loan book from sourcing to collection",
      description: `The RBI Master Directions on fraud risk management set out how NBFCs must detect, classify and report fraud, alongside the KYC Master Direction. ${site.name} screens applicants, monitors borrowers after disbursal for early warning signals, oversees DSAs and outsourcing partners, and keeps the evidence your fraud reporting depends on.`,
    },
    challenges: [
      {
        title: "Fraud concentrates in lending",
        description:
          "Forged income documents, fabricated bank statements, impersonation and end-use diversion are how most fraud value enters a lending business.",
        stat: metric(f.advancesShare2025, "Of the amount in bank frauds reported in 2024-25 involved loans"),
      },
      {
        title: "Tight reporting timelines",
        description:
          "Classification must follow a documented process that gives the borrower an opportunity to respond, and reporting to RBI must follow promptly once an account is classified.",
        stat: metric(f.bankFraudAmount2025, "Involved in frauds reported by banks in 2024-25"),
      },
      {
        title: "CKYCR discipline across channels",
        description:
          "KYC records gathered by branches, DSAs and digital journeys must be uploaded to CKYCR on time and kept consistent with the borrower's latest details.",
        stat: metric(f.recordRetention),
      },
      {
        title: "Risk ratings that outlive reality",
        description:
          "A borrower rated low risk at sanction may not be reviewed again for years, even as repayment behaviour and exposure change.",
        stat: metric(f.kycLowRiskCycle),
      },
    ],
    solutions: [
      {
        icon: "user-check",
        title: "Borrower KYC that stays current",
        description:
          "Re-screening, CKYCR-aware re-KYC triggers and behavioural monitoring for borrowers throughout the life of the loan.",
        solution: "customer-compliance",
      },
      {
        icon: "handshake",
        title: "DSA and outsourcing partner oversight",
        description:
          "Due diligence and continuous monitoring of DSAs, collection agencies and technology vendors, mapped to RBI outsourcing expectations.",
        solution: "vendor-management",
      },
      {
        icon: "siren",
        title: "Fraud classification and reporting",
        description:
          "Early warning signals, red-flagged account tracking, show-cause steps and fraud reports to RBI in one auditable workflow.",
        solution: "regulatory-compliance",
      },
    ],
    benefits: [
      {
        title: "Earlier detection of loan fraud",
        description:
          "Document, device and network signals at sourcing, plus early warning indicators after disbursal, catch fraud while recovery is still possible.",
      },
      {
        title: "Cleaner KYC records",
        description:
          "CKYCR uploads, periodic updation and risk re-ratings are tracked for every borrower, with exceptions routed to the right team.",
      },
      {
        title: "Partner risk under control",
        description:
          "Every DSA and collection agency is verified at empanelment and monitored continuously, so conduct issues surface before they reach customers or the regulator.",
      },
      {
        title: "Leaner compliance operations",
        description: `${f.costReduction.value} lower compliance operating cost and ${f.manualReview.value} less manual review, freeing credit and risk teams for the cases that matter.`,
      },
    ],
    metrics: [
      metric(f.costReduction, "Lower compliance cost"),
      metric(f.manualReview, "Less manual review"),
      metric(f.accuracy, "Detection accuracy"),
      metric(f.monitoringHours, "Portfolio monitoring"),
    ],
    seo: {
      title: "Fraud and Compliance Monitoring for NBFCs",
      description:
        "Loan fraud early warning, continuous KYC and CKYCR hygiene, DSA oversight and RBI fraud reporting workflows for NBFCs in India.",
    },
  },
  {
    slug: "payment-processors",
    name: industryNames["payment-processors"],
    icon: "credit-card",
    summary:
      "Merchant risk, transaction laundering and chargeback fraud detection for payment aggregators, payment gateways and acquirers.",
    overview: {
      challenges: [
        "Transaction laundering through front merchants",
        "Merchant collusion and refund abuse",
        "Chargeback and dispute losses",
      ],
      benefits: [
        `${f.chargebackReduction.value} reduction in chargebacks`,
        `Transaction scoring in ${f.responseTime.value.toLowerCase()}`,
        `Merchant monitoring live in ${f.merchantMonitoringLive.value}`,
      ],
    },
    hero: {
      eyebrow: "For payment aggregators and acquirers",
      title: "Know every merchant, and every rupee that settles to them",
      description: `Under the RBI Payment Aggregator guidelines, PAs and acquirers answer for the merchants they onboard. ${site.name} checks merchants before they go live, then watches card, UPI and net banking traffic in real time for laundering, collusion and chargeback fraud, so risky settlements can be held before funds leave the escrow account.`,
    },
    challenges: [
      {
        title: "Card and online fraud volumes",
        description:
          "Card-not-present fraud, stolen credentials and account takeover keep dispute queues full and put pressure on merchant and issuer relationships.",
        stat: metric(f.cardInternetFrauds2025, "Card and internet frauds reported by banks in 2024-25"),
      },
      {
        title: "Volume that never pauses",
        description:
          "UPI and card volumes peak during festive seasons and sale days, and monitoring has to keep pace without adding latency at checkout.",
        stat: metric(f.upiMonthlyTransactions, "UPI transactions in a single month, August 2025"),
      },
      {
        title: "The cost of slow resolution",
        description:
          "Failed transactions and refunds run to fixed turnaround times, and every delay costs compensation as well as customer trust.",
        stat: metric(f.failedTransactionCompensation),
      },
      {
        title: "Mule-linked settlements",
        description:
          "Fraud proceeds are laundered through merchants that settle into mule accounts, or through colluding merchants processing self-funded transactions.",
        stat: metric(
          f.muleAccountsShared,
          "Mule accounts shared with banks through I4C's suspect registry by July 2025",
        ),
      },
    ],
    solutions: [
      {
        icon: "store",
        title: "Merchant onboarding and monitoring",
        description:
          "Due diligence at onboarding and continuous detection of transaction laundering, collusion and category mismatch across your merchant base.",
        solution: "merchant-monitoring",
      },
      {
        icon: "zap",
        title: "Real-time transaction scoring",
        description:
          "Every card, UPI and net banking transaction scored in under a second, with explainable reasons for holds and declines.",
        solution: "risk-assessment",
      },
      {
        icon: "gavel",
        title: "PA compliance and STR filing",
        description:
          "Audit trails for merchant decisions and STR workflows for FIU-IND, ready for system audits and regulatory review.",
        solution: "regulatory-compliance",
      },
    ],
    benefits: [
      {
        title: "Fewer chargebacks",
        description: `Stopping fraudulent and collusive transactions before settlement reduces chargebacks by ${f.chargebackReduction.value} and the operational load that comes with them.`,
      },
      {
        title: "A cleaner merchant portfolio",
        description:
          "High-risk and front merchants are identified at onboarding or soon after, before they damage your standing with banks and card networks.",
      },
      {
        title: "Defensible settlement holds",
        description:
          "Every hold is backed by reason codes and evidence, so merchant disputes and audits can be answered quickly.",
      },
      {
        title: "Always-on coverage",
        description: `${f.monitoringHours.value} surveillance on a platform with ${f.uptime.value} uptime, built for peak-season transaction volumes.`,
      },
    ],
    metrics: [
      metric(f.chargebackReduction, "Chargeback reduction"),
      metric(f.responseTime, "Transaction scoring"),
      metric(f.accuracy, "Detection accuracy"),
      metric(f.uptime, "Platform uptime"),
    ],
    seo: {
      title: "Merchant Risk Monitoring for Payment Processors",
      description:
        "Transaction laundering, merchant collusion and chargeback fraud detection for Indian payment aggregators, payment gateways and acquiring banks.",
    },
  },
  {
    slug: "digital-lending",
    name: industryNames["digital-lending"],
    icon: "hand-coins",
    summary:
      "Application fraud detection, lending service provider oversight and Digital Lending Directions compliance for digital lenders.",
    overview: {
      challenges: [
        "Identity and application fraud at instant approval",
        "Lending service provider oversight",
        "Digital Lending Directions compliance",
      ],
      benefits: [
        `Application risk decisions in ${f.responseTime.value.toLowerCase()}`,
        "Continuous LSP monitoring",
        `${f.manualReview.value} less manual review`,
      ],
    },
    hero: {
      eyebrow: "For digital lenders",
      title: "Instant credit decisions without instant losses",
      description: `Digital lending compresses onboarding, underwriting and disbursal into minutes. ${site.name} scores every application for identity, device and income fraud, verifies cash flows with consented Account Aggregator data, monitors your lending service providers and keeps the evidence the RBI Digital Lending Directions call for.`,
    },
    challenges: [
      {
        title: "Identity fraud at instant approval",
        description:
          "Synthetic identities, borrowed KYC and edited bank statements are built to pass automated checks in seconds.",
        stat: metric(f.financialFraudIncidents2024, "Financial cyber fraud incidents reported in India in 2024"),
      },
      {
        title: "Illegal and lookalike apps",
        description:
          "Unauthorised lending apps imitate regulated brands, harass borrowers and erode trust in every legitimate lender.",
        stat: metric(f.cyberFraudLoss2024, "Lost to cyber fraud in India in 2024"),
      },
      {
        title: "Accountability for LSPs",
        description:
          "Regulated entities remain responsible for their lending service providers and digital lending apps: conduct, data handling, recovery practices and default loss guarantee arrangements.",
        stat: metric(f.dlgCap),
      },
      {
        title: "Fraud that surfaces as default",
        description:
          "Fraud that slips through onboarding compounds across thousands of small-ticket loans and shows up later as first-payment defaults and loan stacking.",
        stat: metric(f.bankFraudAmount2025, "Involved in frauds reported by banks in 2024-25"),
      },
    ],
    solutions: [
      {
        icon: "fingerprint-pattern",
        title: "Application fraud scoring",
        description:
          "Identity, device, bank statement and Account Aggregator signals combined into one explainable score for every application.",
        solution: "risk-assessment",
      },
      {
        icon: "handshake",
        title: "LSP and partner oversight",
        description:
          "Due diligence and continuous monitoring of lending service providers, collection agencies and technology partners.",
        solution: "vendor-management",
      },
      {
        icon: "clipboard-check",
        title: "Digital Lending Directions evidence",
        description:
          "Key Fact Statement, consent, disbursal and grievance records kept audit-ready, with STR workflows for FIU-IND.",
        solution: "regulatory-compliance",
      },
    ],
    benefits: [
      {
        title: "Faster, safer approvals",
        description:
          "Application risk decisions in under a second keep the borrower journey fast while stopping synthetic and borrowed identities.",
      },
      {
        title: "Verified cash flows",
        description:
          "Consented Account Aggregator data and bank statement analysis expose edited statements and circular transactions before disbursal.",
      },
      {
        title: "LSP oversight you can demonstrate",
        description:
          "Conduct, complaints and data handling by every lending service provider are monitored and documented for your board and for RBI.",
      },
      {
        title: "Lower cost per loan",
        description: `${f.manualReview.value} less manual review and ${f.costReduction.value.toLowerCase()} lower compliance cost, which matters most on small-ticket loans.`,
      },
    ],
    metrics: [
      metric(f.responseTime, "Application risk decision"),
      metric(f.accuracy, "Detection accuracy"),
      metric(f.manualReview, "Less manual review"),
      metric(f.costReduction, "Lower compliance cost"),
    ],
    seo: {
      title: "Fraud Detection for Digital Lending",
      description:
        "Application fraud scoring, Account Aggregator-based verification, LSP oversight and RBI Digital Lending Directions compliance for Indian lenders.",
    },
  },
] as const satisfies readonly Industry[];
