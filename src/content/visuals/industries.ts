import type { ProductVisualContent } from "./types.ts";

// Each industry page's alert console; accounts, applicants and merchants are fictional.
/** Keyed by the industry's id in industries.yaml (checked by the schema). */
export const industryVisuals = {
  banking: {
    module: "Alert console",
    view: "Retail and MSME banking",
    status: "Live",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Accounts monitored", value: "48.6 lakh", note: "savings and current", tone: "neutral" },
          { label: "Mule alerts today", value: "23", note: "9 critical", tone: "critical" },
          { label: "Debits held", value: "₹62.4 lakh", note: "pending review", tone: "high" },
        ],
      },
      {
        kind: "tabs",
        items: [
          { label: "All", count: "41" },
          { label: "Mule accounts", count: "23" },
          { label: "Early warnings", count: "11" },
          { label: "Re-KYC", count: "7" },
        ],
      },
      {
        kind: "feed",
        items: [
          {
            tone: "critical",
            title: "Mule pattern - savings account ending 4471",
            detail: "38 UPI credits worth ₹6.2 lakh in 40 min, moved out by IMPS",
            meta: "2 min",
            tag: "Debits held",
          },
          {
            tone: "high",
            title: "Beneficiary in the I4C Suspect Registry",
            detail: "NEFT of ₹4.8 lakh to a reported account stopped for review",
            meta: "9 min",
            tag: "Held",
          },
          {
            tone: "high",
            title: "Early warning - Sahyadri Polymers, cash credit",
            detail: "4 cheque returns in 30 days, GST turnover down 38%",
            meta: "18 min",
            tag: "EWS",
          },
          {
            tone: "medium",
            title: "Periodic updation overdue - 212 high-risk customers",
            detail: "Reminders sent by SMS and e-mail, branch queue updated",
            meta: "1 h",
            tag: "Re-KYC",
          },
        ],
      },
    ],
  },
  fintech: {
    module: "Alert console",
    view: "UPI app and wallet",
    status: "Live - via API",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Decisions today", value: "9.4 lakh", note: "sign-ups and payments", tone: "neutral" },
          { label: "Median decision", value: "180 ms", note: "p99 640 ms", tone: "low" },
          { label: "Payments blocked", value: "₹14.8 lakh", note: "312 attempts", tone: "critical" },
        ],
      },
      {
        kind: "tabs",
        items: [
          { label: "All", count: "58" },
          { label: "Takeover", count: "21" },
          { label: "Mule VPAs", count: "19" },
          { label: "Sign-up", count: "18" },
        ],
      },
      {
        kind: "feed",
        items: [
          {
            tone: "critical",
            title: "Account takeover",
            detail: "SIM swap, new device, ₹49,500 to a new payee in 4 min",
            meta: "1 min",
            tag: "Blocked",
          },
          {
            tone: "high",
            title: "Mule VPA chain",
            detail: "Funds moved through 5 VPAs at 3 banks in 3 min",
            meta: "6 min",
            tag: "Flagged",
          },
          {
            tone: "high",
            title: "Device farm",
            detail: "27 wallets registered from one device fingerprint",
            meta: "22 min",
            tag: "Frozen",
          },
          {
            tone: "medium",
            title: "Synthetic identity at sign-up",
            detail: "PAN name differs from the verified name, low liveness score",
            meta: "41 min",
            tag: "Step-up",
          },
        ],
      },
    ],
  },
  nbfcs: {
    module: "Alert console",
    view: "MSME and personal loans",
    status: "Live",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Live loan accounts", value: "3.2 lakh", note: "₹8,940 Cr book", tone: "neutral" },
          { label: "Early warnings, 7 days", value: "38", note: "11 new today", tone: "high" },
          { label: "Applications screened", value: "5,310", note: "today", tone: "low" },
        ],
      },
      {
        kind: "tabs",
        items: [
          { label: "All", count: "64" },
          { label: "Applications", count: "18" },
          { label: "Early warnings", count: "38" },
          { label: "DSAs", count: "8" },
        ],
      },
      {
        kind: "feed",
        items: [
          {
            tone: "critical",
            title: "Edited bank statement - application LA-88213",
            detail: "PDF changed after download; credits differ from Account Aggregator data",
            meta: "4 min",
            tag: "Declined",
          },
          {
            tone: "high",
            title: "Loan stacking",
            detail: "4 new personal loans on the bureau within 30 days of disbursal",
            meta: "15 min",
            tag: "EWS",
          },
          {
            tone: "high",
            title: "DSA-0173 sourcing anomaly",
            detail: "11 applications this week share one mobile number",
            meta: "32 min",
            tag: "DSA review",
          },
          {
            tone: "medium",
            title: "Possible end-use diversion",
            detail: "Disbursal moved to an unrelated current account within 2 hours",
            meta: "1 h",
            tag: "Examine",
          },
        ],
      },
    ],
  },
  "payment-processors": {
    module: "Alert console",
    view: "Payment aggregator",
    status: "Live",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Merchants live", value: "12,480", note: "cards, UPI, net banking", tone: "neutral" },
          { label: "Chargeback ratio", value: "0.38%", note: "30 days", tone: "low" },
          { label: "Settlements held", value: "₹1.2 Cr", note: "4 merchants", tone: "critical" },
        ],
      },
      {
        kind: "tabs",
        items: [
          { label: "All", count: "37" },
          { label: "Laundering", count: "8" },
          { label: "Card attacks", count: "14" },
          { label: "Disputes", count: "15" },
        ],
      },
      {
        kind: "feed",
        items: [
          {
            tone: "critical",
            title: "Transaction laundering - MID ending 7730",
            detail: "Betting-like flows through an education MCC (8299)",
            meta: "3 min",
            tag: "Settlement held",
          },
          {
            tone: "high",
            title: "BIN attack",
            detail: "1,240 card authorisations from 38 BINs in 10 min",
            meta: "7 min",
            tag: "Rate-limited",
          },
          {
            tone: "high",
            title: "Refund abuse",
            detail: "62 refunds to 4 cards from one merchant in a day",
            meta: "26 min",
            tag: "Review",
          },
          {
            tone: "medium",
            title: "Chargeback spike - MID ending 2231",
            detail: "Disputes at 1.9% of transactions this week",
            meta: "2 h",
            tag: "Watch",
          },
        ],
      },
    ],
  },
  "digital-lending": {
    module: "Alert console",
    view: "Instant personal loans",
    status: "Live - via API",
    blocks: [
      {
        kind: "stats",
        items: [
          { label: "Applications today", value: "41,300", note: "app and partners", tone: "neutral" },
          { label: "Fraud check, median", value: "0.6 s", note: "per application", tone: "low" },
          { label: "Stopped for fraud", value: "2.1%", note: "of applications", tone: "critical" },
        ],
      },
      {
        kind: "tabs",
        items: [
          { label: "All", count: "867" },
          { label: "Identity", count: "402" },
          { label: "Income", count: "251" },
          { label: "Device", count: "211" },
        ],
      },
      {
        kind: "feed",
        items: [
          {
            tone: "critical",
            title: "Income mismatch",
            detail: "Statement shows ₹82,000 salary; Account Aggregator data shows ₹31,500",
            meta: "2 min",
            tag: "Declined",
          },
          {
            tone: "high",
            title: "Emulator detected",
            detail: "9 applications from one emulated device in an hour",
            meta: "11 min",
            tag: "Blocked",
          },
          {
            tone: "high",
            title: "Lending service provider - recovery partner",
            detail: "Borrower complaints up 3x this month",
            meta: "40 min",
            tag: "LSP review",
          },
          {
            tone: "medium",
            title: "Loan stacking",
            detail: "Applied to 4 lenders in 48 hours",
            meta: "1 h",
            tag: "Step-up",
          },
        ],
      },
    ],
  },
} as const satisfies Record<string, ProductVisualContent>;
