import { solutionNames } from "./catalogue.ts";
import { figures as f, metric } from "./figures.ts";
import { site } from "./site.ts";
import type { Solution } from "./types.ts";

export const solutions = [
  {
    slug: "customer-compliance",
    name: solutionNames["customer-compliance"],
    icon: "user-check",
    summary:
      "Continuous post-onboarding KYC monitoring: re-KYC triggers, sanctions and PEP re-screening, adverse media and behavioural drift.",
    hero: {
      eyebrow: "Post-onboarding KYC monitoring",
      title: "KYC that stays current long after the account is opened",
      description: `Onboarding checks describe a customer on a single day. ${site.name} keeps watching: it re-screens every customer against sanctions and PEP lists, scans adverse media, compares live activity with the declared profile and raises re-KYC triggers under the RBI Master Direction on KYC well before the next periodic updation falls due.`,
    },
    features: [
      {
        icon: "refresh-cw",
        title: "Risk-based re-KYC triggers",
        description:
          "Schedules periodic updation by risk category and raises an early re-KYC when events warrant it: a change in occupation, income or address, a dormant account suddenly active, or an updated record on CKYCR. Customers can be routed to V-CIP or an in-app self-declaration.",
        metric: `${f.manualReview.value} less manual review`,
      },
      {
        icon: "shield-exclamation-point",
        title: "Sanctions, PEP and adverse media re-screening",
        description:
          "Re-screens the entire customer base whenever a list changes, including UN Security Council consolidated lists and designations under section 51A of the UAPA, alongside PEP data and adverse media in English and major Indian languages. Entity resolution removes name-only hits.",
        metric: `${f.accuracy.value} accuracy`,
      },
      {
        icon: "activity",
        title: "Behavioural drift detection",
        description:
          "Compares account activity with the income, occupation and expected turnover declared at onboarding. Bursts of UPI and IMPS credits, pass-through patterns and cash deposits out of line with the profile are flagged as possible mule or misuse signals.",
        metric: `${f.monitoringHours.value} monitoring`,
      },
    ],
    whyChoose: {
      title: `Why compliance teams choose ${site.name} for ongoing due diligence`,
      points: [
        {
          title: "Built around the KYC Master Direction",
          description:
            "Risk categorisation, periodic updation schedules and ongoing due diligence rules are mapped to the RBI Master Direction on KYC, so every trigger can be traced to the obligation behind it.",
        },
        {
          title: "Fewer alerts, better alerts",
          description: `Entity resolution and behavioural context clear most name-only and low-value hits automatically, cutting manual review by ${f.manualReview.value} while keeping genuine matches in front of analysts.`,
        },
        {
          title: "Evidence an auditor can follow",
          description:
            "Every screening result, analyst decision and risk re-rating is time-stamped and retained in line with the record-keeping requirements of PMLA 2002 and the PML Rules.",
        },
        {
          title: "Live in two weeks",
          description:
            "Connects to your core banking, loan management or CRM system through APIs or scheduled batch files, with list feeds and screening rules pre-configured for Indian regulated entities.",
        },
        {
          title: "Customer data stays in India",
          description:
            "Hosted in Indian data centres with role-based access and encryption at rest and in transit, supporting your obligations under the Digital Personal Data Protection Act, 2023.",
        },
      ],
    },
    metrics: [
      metric(f.customerComplianceLive, "Implementation"),
      metric(f.manualReview, "Less manual review"),
      metric(f.accuracy, "Screening accuracy"),
      metric(f.monitoringHours, "Continuous monitoring"),
    ],
    seo: {
      title: "Customer Compliance Monitoring",
      description:
        "Continuous post-onboarding KYC monitoring for Indian banks and fintechs: re-KYC triggers, sanctions and PEP re-screening, adverse media and drift alerts.",
    },
  },
  {
    slug: "vendor-management",
    name: solutionNames["vendor-management"],
    icon: "handshake",
    summary:
      "Third-party due diligence and continuous vendor monitoring, aligned with RBI directions on outsourcing of financial and IT services.",
    hero: {
      eyebrow: "Third-party risk management",
      title: "Vendor due diligence that continues after the contract is signed",
      description: `Outsourcing a service does not outsource the accountability for it. ${site.name} verifies vendors at empanelment, scores their financial, legal, cyber and concentration risk, and monitors them continuously, so your outsourcing register, board reviews and RBI inspections rest on current facts rather than last year's questionnaire.`,
    },
    features: [
      {
        icon: "file-search",
        title: "Automated vendor due diligence",
        description:
          "Verifies company registration, directors and beneficial owners against MCA records, checks GSTIN and PAN status, litigation and insolvency proceedings, sanctions and adverse media, and produces a due diligence report matched to your outsourcing policy.",
        metric: `${f.costReduction.value} cost reduction`,
      },
      {
        icon: "radar",
        title: "Continuous vendor monitoring",
        description:
          "Watches for director and shareholding changes, new charges, GST return lapses, IBC proceedings, regulatory actions and reported data breaches, and alerts the vendor owner as soon as a material change is detected.",
        metric: `${f.monitoringHours.value} monitoring`,
      },
      {
        icon: "clipboard-check",
        title: "Outsourcing compliance workflows",
        description:
          "Maintains the inventory of material outsourcing arrangements and tracks periodic reviews, audit and inspection rights, sub-contracting, business continuity testing and exit plans against RBI and SEBI outsourcing requirements.",
        metric: `${f.regulatoryCoverage.value} RBI and SEBI requirements mapped`,
      },
    ],
    whyChoose: {
      title: `Why risk teams choose ${site.name} for third-party risk`,
      points: [
        {
          title: "Mapped to RBI outsourcing directions",
          description:
            "Checklists follow the RBI Master Direction on Outsourcing of Information Technology Services and the guidelines on outsourcing of financial services, including the principle that accountability stays with the regulated entity.",
        },
        {
          title: "Fourth-party risk in view",
          description:
            "See which vendors depend on the same cloud provider, data centre or sub-contractor, so concentration risk is visible before an outage puts it to the test.",
        },
        {
          title: "Less chasing, more reviewing",
          description: `Vendors complete a guided questionnaire and upload evidence once; public-record checks run automatically and reviewers see only the exceptions, cutting manual review by ${f.manualReview.value}.`,
        },
        {
          title: "Board-ready reporting",
          description:
            "Generates the periodic outsourcing review summaries that the board and its risk management committee expect, with the underlying evidence attached to every finding.",
        },
        {
          title: "Live in one week",
          description:
            "Import your existing vendor master and contracts, assign owners and criticality, and start monitoring within a week.",
        },
      ],
    },
    metrics: [
      metric(f.vendorManagementLive, "Implementation"),
      metric(f.costReduction, "Lower due diligence cost"),
      metric(f.manualReview, "Less manual review"),
      metric(f.monitoringHours, "Vendor monitoring"),
    ],
    seo: {
      title: "Vendor and Third-Party Risk Management",
      description:
        "Vendor due diligence and continuous third-party monitoring for Indian banks, NBFCs and fintechs, aligned with RBI outsourcing directions.",
    },
  },
  {
    slug: "merchant-monitoring",
    name: solutionNames["merchant-monitoring"],
    icon: "store",
    summary:
      "Merchant onboarding checks and real-time transaction laundering and collusion detection for acquirers and payment aggregators.",
    hero: {
      eyebrow: "Merchant risk for acquirers and payment aggregators",
      title: "Catch transaction laundering and merchant collusion before the chargebacks arrive",
      description: `Payment aggregators and acquiring banks answer for the merchants they board. ${site.name} runs merchant due diligence at onboarding in line with the RBI Payment Aggregator guidelines, then scores every transaction on its way to settlement to expose laundering through front merchants, collusive refunds, mule-linked settlement accounts and business category mismatch.`,
    },
    features: [
      {
        icon: "badge-check",
        title: "Merchant onboarding checks",
        description:
          "Verifies GSTIN, PAN, Udyam and MCA records, beneficial owners and the settlement bank account, checks the website or app for prohibited goods and MCC mismatch, and screens promoters against sanctions lists and adverse media.",
        metric: `${f.manualReview.value} less manual review`,
      },
      {
        icon: "network",
        title: "Transaction laundering detection",
        description:
          "Learns each merchant's expected ticket size, timing, card BIN and UPI handle mix, and flags traffic that does not fit the declared business, such as online gaming or betting flows routed through a grocery or education MCC.",
        metric: `${f.responseTime.value} response`,
      },
      {
        icon: "users",
        title: "Collusion and mule network analysis",
        description:
          "Links merchants, payers, devices, VPAs and settlement accounts in a single graph to expose refund abuse, self-funded transactions, cashback farming and settlements flowing into mule accounts.",
        metric: `${f.accuracy.value} accuracy`,
      },
    ],
    whyChoose: {
      title: `Why payment aggregators choose ${site.name} for merchant risk`,
      points: [
        {
          title: "Built for PA and PG obligations",
          description:
            "Merchant KYC, due diligence and ongoing monitoring controls follow the RBI Payment Aggregator guidelines, with every check and decision stored as evidence for audits.",
        },
        {
          title: "Real time, not end of day",
          description:
            "Every transaction is scored in under a second, so risky settlements can be held before funds leave the escrow account rather than recovered afterwards.",
        },
        {
          title: "One view across payment modes",
          description:
            "Cards, UPI, net banking and wallets are monitored together, so a merchant cannot hide laundering by shifting volume from one rail to another.",
        },
        {
          title: "Ready for peak season",
          description: `${f.monitoringHours.value} surveillance on a platform with ${f.uptime.value} uptime, sized for festive-season and sale-day volumes without adding latency at checkout.`,
        },
        {
          title: "Live in three days",
          description:
            "Standard connectors for merchant onboarding data and transaction feeds let most acquirers and payment aggregators go live in three days.",
        },
      ],
    },
    metrics: [
      metric(f.merchantMonitoringLive, "Implementation"),
      metric(f.responseTime, "Transaction scoring"),
      metric(f.accuracy, "Detection accuracy"),
      metric(f.uptime, "Platform uptime"),
    ],
    seo: {
      title: "Merchant Monitoring and Transaction Laundering",
      description:
        "Merchant onboarding checks and real-time transaction laundering and collusion detection for acquiring banks and payment aggregators in India.",
    },
  },
  {
    slug: "risk-assessment",
    name: solutionNames["risk-assessment"],
    icon: "gauge",
    summary:
      "Dynamic, explainable risk scores for customers and entities that update as behaviour, screening results and KYC data change.",
    hero: {
      eyebrow: "Dynamic risk scoring",
      title: "Risk ratings that move when your customers do",
      description: `Low, medium and high labels set at onboarding go stale. ${site.name} recalculates customer and entity risk continuously from KYC attributes, transactions, geography, products, screening results and network links, and explains every score in terms that a reviewer, an internal auditor or an RBI inspection team can follow.`,
    },
    features: [
      {
        icon: "target",
        title: "Dynamic customer and entity scoring",
        description:
          "Scores individuals, sole proprietorships, partnerships, companies and trusts on one consistent scale, and re-rates them as new transactions, screening hits or KYC changes arrive.",
        metric: `${f.responseTime.value} response`,
      },
      {
        icon: "brain-circuit",
        title: "Explainable models",
        description:
          "Every score carries its top contributing factors, reason codes and the data behind them, so analysts can justify a re-rating and model risk teams can validate the model independently.",
        metric: `${f.accuracy.value} accuracy`,
      },
      {
        icon: "layers",
        title: "Configurable risk frameworks",
        description:
          "Map scores to your board-approved risk categorisation policy, set thresholds by product and customer segment, and back-test changes on historical data before they go live.",
        metric: `${f.manualReview.value} less manual review`,
      },
    ],
    whyChoose: {
      title: `Why risk teams choose ${site.name} for risk assessment`,
      points: [
        {
          title: "Explainability by design",
          description:
            "Reason codes and factor contributions are recorded with each score, supporting model validation and the documented risk-based approach expected under the RBI Master Direction on KYC.",
        },
        {
          title: "Risk categories linked to re-KYC",
          description:
            "A change in risk category updates the periodic updation schedule automatically, so a customer who becomes high risk is reviewed on the two-year cycle rather than the ten-year one.",
        },
        {
          title: "Entity and network risk",
          description:
            "Beneficial ownership, shared devices, shared addresses and counterparty links feed the score, surfacing risk that a single-customer view misses.",
        },
        {
          title: "One framework across business lines",
          description:
            "Retail, MSME, corporate and merchant portfolios are rated under one framework, with segment-specific factors where your policy requires them.",
        },
        {
          title: "Fast enough for live decisions",
          description:
            "Scores return in under a second through a REST API, for use at onboarding, limit enhancements, beneficiary additions or high-value payments.",
        },
      ],
    },
    metrics: [
      metric(f.responseTime, "Risk score response"),
      metric(f.accuracy, "Model accuracy"),
      metric(f.manualReview, "Less manual review"),
      metric(f.uptime, "Platform uptime"),
    ],
    seo: {
      title: "Dynamic Customer Risk Assessment",
      description:
        "Explainable, dynamic risk scoring for customers and entities, mapped to your board-approved risk categorisation and RBI KYC requirements.",
    },
  },
  {
    slug: "regulatory-compliance",
    name: solutionNames["regulatory-compliance"],
    icon: "scale",
    summary:
      "Audit trails, STR and CTR workflows for FIU-IND, and RBI and SEBI regulatory reporting from a single case record.",
    hero: {
      eyebrow: "RBI, SEBI and PMLA compliance",
      title: "From alert to FIU-IND filing, with a complete audit trail",
      description: `${site.name} brings alerts, investigations and regulatory reports into one workflow. Analysts work cases, the Principal Officer approves STRs and CTRs for FIU-IND, fraud reports are prepared for RBI, and every action is logged, so internal audit, concurrent auditors and regulators can see who decided what, when and why.`,
    },
    features: [
      {
        icon: "file-text",
        title: "STR and CTR workflows",
        description:
          "Case management from alert to Principal Officer approval, with grounds of suspicion drafted from the case file, reports prepared for FINnet submission and every STR tracked against the seven-working-day filing timeline.",
        metric: `${f.manualReview.value} less manual review`,
      },
      {
        icon: "file-check",
        title: "Tamper-evident audit trails",
        description:
          "Time-stamped, tamper-evident logs of every alert, comment, escalation and decision, retained for the periods set by the PML Rules and exportable for inspections and audits.",
        metric: `${f.regulatoryCoverage.value} RBI and SEBI requirements mapped`,
      },
      {
        icon: "chart-column",
        title: "Regulatory reporting",
        description:
          "Prepares fraud reports to RBI under the Master Directions on fraud risk management, AML reporting for SEBI-registered intermediaries and board MIS, all from the same case data.",
        metric: `${f.costReduction.value} cost reduction`,
      },
    ],
    whyChoose: {
      title: `Why compliance officers choose ${site.name} for regulatory compliance`,
      points: [
        {
          title: "One case file, many regulators",
          description:
            "RBI, SEBI and FIU-IND obligations draw on the same investigation record, so facts do not diverge between reports filed with different authorities.",
        },
        {
          title: "Early warning signals and red-flagged accounts",
          description:
            "Early warning indicators on credit accounts feed the workflow, with red-flagging, examination and classification steps tracked against the RBI fraud risk management directions.",
        },
        {
          title: "Defensible decisions",
          description:
            "Closure reasons, maker-checker approvals and escalation paths are enforced and recorded for every case, including the opportunity to respond that natural justice requires before fraud classification.",
        },
        {
          title: "Regulatory change tracked",
          description:
            "New RBI and SEBI circulars and Master Direction amendments are mapped to rules and report templates, with a clear record of what changed and when.",
        },
        {
          title: "Always available",
          description: `${f.monitoringHours.value} surveillance on a platform with ${f.uptime.value} uptime, hosted in India, so deadlines are met at month-end and during inspections alike.`,
        },
      ],
    },
    metrics: [
      metric(f.regulatoryCoverage, "RBI and SEBI requirements mapped, by our own assessment"),
      metric(f.costReduction, "Lower compliance cost"),
      metric(f.monitoringHours, "Surveillance"),
      metric(f.uptime, "Platform uptime"),
    ],
    seo: {
      title: "Regulatory Compliance and Reporting",
      description:
        "STR and CTR workflows for FIU-IND, RBI fraud reporting, SEBI AML obligations and complete audit trails for Indian regulated entities.",
    },
  },
] as const satisfies readonly Solution[];
