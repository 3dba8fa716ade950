import type { ProductVisualContent } from "./types.ts";

// Fictional customers, vendors, merchants and cases on a Monday, 8 December 2025.
/** Each solution page's product picture, keyed by its entry's id in solutions.yaml (checked by the schema). */
export const solutionVisuals = {
  "customer-compliance": {
    module: "Customer compliance",
    view: "Re-KYC triggers",
    status: "Live",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Periodic updation due", value: "1,284", note: "next 30 days", tone: "neutral" },
          { label: "Event-driven triggers", value: "37", note: "+9 today", tone: "high" },
          { label: "Name-only hits cleared", value: "412", note: "entity resolution", tone: "low" },
        ],
      },
      {
        kind: "table",
        columns: [{ label: "Trigger" }, { label: "Risk" }, { label: "Route", secondary: true }],
        rows: [
          [
            { text: "PEP list update: possible match", sub: "Sanjay Rathore - CIF 3041 8827" },
            { badge: "High", tone: "high" },
            { text: "EDD review", sub: "due in 2 days" },
          ],
          [
            { text: "Inoperative account reactivated", sub: "Shri Gajanan Agro Traders - CIF 2097 7164" },
            { badge: "High", tone: "high" },
            { text: "Branch re-KYC", sub: "due in 5 days" },
          ],
          [
            { text: "Credits 6.1x declared income", sub: "Nikhil Varghese - CIF 5512 0938" },
            { badge: "Medium", tone: "medium" },
            { text: "Analyst review", sub: "due in 3 days" },
          ],
          [
            { text: "Address updated on CKYCR", sub: "Meera Kshirsagar - CIF 4473 2615" },
            { badge: "Low", tone: "low" },
            { text: "V-CIP", sub: "due in 21 days" },
          ],
          [
            { text: "Occupation changed to self-employed", sub: "Farhana Shaikh - CIF 3308 1142" },
            { badge: "Low", tone: "low" },
            { text: "In-app declaration", sub: "due in 26 days" },
          ],
        ],
      },
    ],
    callout: {
      title: "UN sanctions list updated",
      detail: "31.2 lakh customers re-screened in 6 min",
      tone: "high",
    },
  },
  "vendor-management": {
    module: "Vendor management",
    view: "Outsourcing risk register",
    status: "Synced with MCA and GSTN",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Material arrangements", value: "42", note: "of 318 vendors", tone: "neutral" },
          { label: "Open findings", value: "7", note: "2 critical", tone: "critical" },
          { label: "Reviews due this quarter", value: "11", note: "board MIS ready", tone: "low" },
        ],
      },
      {
        kind: "table",
        columns: [{ label: "Vendor" }, { label: "Risk" }, { label: "Latest change", secondary: true }],
        rows: [
          [
            { text: "Kalindi Recoveries Pvt Ltd", sub: "Collections - material" },
            { meter: 84, tone: "critical", text: "84" },
            { text: "2 directors resigned", sub: "MCA filing, 28 Nov" },
          ],
          [
            { text: "Stratonyx Cloud Services Pvt Ltd", sub: "IT hosting - material" },
            { meter: 71, tone: "high", text: "71" },
            { text: "New sub-contractor added", sub: "data centre, Pune" },
          ],
          [
            { text: "Pratham CardTech Pvt Ltd", sub: "Card personalisation" },
            { meter: 58, tone: "medium", text: "58" },
            { text: "GSTR-3B not filed", sub: "2 months running" },
          ],
          [
            { text: "Orvana Analytics Pvt Ltd", sub: "Data processing" },
            { meter: 36, tone: "medium", text: "36" },
            { text: "ISO 27001 certificate", sub: "expires in 21 days" },
          ],
          [
            { text: "Tejomaya Contact Centres", sub: "Customer support" },
            { meter: 18, tone: "low", text: "18" },
            { text: "Annual review closed", sub: "no findings" },
          ],
        ],
      },
    ],
    callout: {
      title: "Insolvency petition against Kalindi Recoveries",
      detail: "Filed at NCLT on 3 Dec; vendor owner and CRO alerted",
      tone: "critical",
    },
  },
  "merchant-monitoring": {
    module: "Merchant monitoring",
    view: "Settlement risk",
    status: "Escrow release 11:00 IST",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Settling today", value: "₹42.6 Cr", note: "8,914 merchants", tone: "neutral" },
          { label: "On hold", value: "₹1.84 Cr", note: "6 merchants", tone: "critical" },
          { label: "Transactions scored", value: "18.2 lakh", note: "since midnight", tone: "low" },
        ],
      },
      {
        kind: "table",
        columns: [
          { label: "Merchant" },
          { label: "Signal", secondary: true },
          { label: "Amount", align: "end" },
          { label: "Status" },
        ],
        rows: [
          [
            { text: "Mehfil Caterers", sub: "MCC 5812 - restaurants" },
            "Settlement account linked to 3 NCRP complaints",
            "₹1.1 Cr",
            { badge: "Held", tone: "critical" },
          ],
          [
            { text: "Vedant Kirana Mart", sub: "MCC 5411 - grocery" },
            "Gaming-like ticket sizes, 1 am to 4 am",
            "₹38.4 lakh",
            { badge: "Held", tone: "critical" },
          ],
          [
            { text: "BrightPath Tutorials", sub: "MCC 8299 - education" },
            "Cards from 11 countries in one hour",
            "₹12.6 lakh",
            { badge: "Held", tone: "high" },
          ],
          [
            { text: "Sai Krupa Electronics", sub: "MCC 5732 - electronics" },
            "Refunds at 18% of sales, peers 2%",
            "₹6.9 lakh",
            { badge: "Review", tone: "medium" },
          ],
          [
            { text: "Zestly Apparel", sub: "MCC 5651 - clothing" },
            "Volumes back to baseline",
            "₹4.2 lakh",
            { badge: "Released", tone: "low" },
          ],
        ],
      },
    ],
    callout: {
      title: "Held before escrow release",
      detail: "₹1.1 Cr to Mehfil Caterers, pending review",
      tone: "critical",
    },
  },
  "risk-assessment": {
    module: "Risk assessment",
    view: "Score breakdown",
    status: "Model v4.2 - validated",
    blocks: [
      {
        kind: "score",
        entity: "Tanvika Exim Pvt Ltd",
        reference: "CIF 6120 4478 - current account",
        score: 78,
        band: "High",
        previous: "was 41 Medium, 30 days ago",
        tone: "critical",
        factorsLabel: "Reason codes",
        pointsLabel: "Points",
        factors: [
          { code: "CSH-04", label: "Cash deposits 4.2x declared turnover", points: 18 },
          { code: "NET-11", label: "Device shared with 2 high-risk customers", points: 12 },
          { code: "GEO-07", label: "Wires to a higher-risk jurisdiction", points: 9 },
          { code: "UBO-02", label: "Beneficial owner is a PEP's relative", points: 7 },
          { code: "VIN-01", label: "Relationship of 9 years, no adverse history", points: -6 },
        ],
        outcome: "Periodic updation moved from the 8-year to the 2-year cycle",
      },
    ],
    callout: { title: "Re-rated in 0.3 s", detail: "Reason codes saved to the case record", tone: "high" },
  },
  "regulatory-compliance": {
    module: "Regulatory compliance",
    view: "Returns calendar",
    status: "All returns on time",
    blocks: [
      {
        kind: "calendar",
        month: "December 2025",
        offset: 0,
        days: 31,
        today: 8,
        weekdays: ["M", "T", "W", "T", "F", "S", "S"],
        deadlines: [
          {
            day: 11,
            date: "11 Dec",
            title: "STR - case C-20931",
            detail: "FIU-IND, 7 working days",
            status: "PO approval",
            tone: "high",
          },
          {
            day: 15,
            date: "15 Dec",
            title: "CTR, CCR, NTR, CBWTR",
            detail: "FIU-IND, November returns",
            status: "Validated",
            tone: "low",
          },
          {
            day: 16,
            date: "16 Dec",
            title: "STR - case C-20977",
            detail: "FIU-IND, grounds drafted",
            status: "Drafting",
            tone: "medium",
          },
          {
            day: 19,
            date: "19 Dec",
            title: "Fraud report to RBI (FMR)",
            detail: "Account ending 0820",
            status: "In review",
            tone: "medium",
          },
        ],
      },
      {
        kind: "stats",
        items: [
          { label: "STRs filed, FY 2025-26", value: "214", note: "none late", tone: "low" },
          { label: "CTR records, November", value: "1,842", note: "cash above ₹10 lakh", tone: "neutral" },
          { label: "Open cases", value: "29", note: "4 with the PO", tone: "medium" },
        ],
      },
    ],
    callout: {
      title: "STR filed on FINnet 2.0",
      detail: "Case C-20874, acknowledgement received",
      tone: "low",
    },
  },
} as const satisfies Record<string, ProductVisualContent>;
