import { site } from "#src/content/site.ts";

import type { ProductVisualContent } from "./types.ts";

/** /solutions: the five modules at a glance, on the same fictional day as the detail pages. */
export const solutionsOverviewVisual = {
  module: site.name,
  view: "All modules - today",
  status: "Live",
  blocks: [
    {
      kind: "stats",
      items: [
        { label: "Alerts raised", value: "1,126", note: "across 5 modules", tone: "neutral" },
        { label: "Sent to analysts", value: "169", note: "after auto-triage", tone: "high" },
        { label: "Median response", value: "0.4 s", note: "per decision", tone: "low" },
      ],
    },
    {
      kind: "table",
      columns: [{ label: "Module" }, { label: "Now", align: "end" }, { label: "7 days", secondary: true }],
      rows: [
        [
          { text: "Customer compliance", sub: "re-KYC triggers" },
          "37",
          { trend: [22, 25, 21, 28, 30, 26, 37], tone: "high", text: "+9" },
        ],
        [
          { text: "Vendor management", sub: "open findings" },
          "7",
          { trend: [9, 9, 8, 8, 6, 6, 7], tone: "medium", text: "+1" },
        ],
        [
          { text: "Merchant monitoring", sub: "settlements on hold" },
          "₹1.84 Cr",
          { trend: [0.9, 1.2, 0.7, 1.1, 1.5, 1.3, 1.84], tone: "critical", text: "6" },
        ],
        [
          { text: "Risk assessment", sub: "customers re-rated" },
          "342",
          { trend: [280, 310, 295, 330, 301, 318, 342], tone: "neutral", text: "+24" },
        ],
        [
          { text: "Regulatory compliance", sub: "filings due in December" },
          "7",
          { trend: [3, 3, 4, 5, 5, 6, 7], tone: "low", text: "0 late" },
        ],
      ],
    },
  ],
  callout: {
    title: "Case C-20931 links 3 modules",
    detail: "Customer, merchant and risk alerts on one record",
    tone: "high",
  },
} as const satisfies ProductVisualContent;

/** /industries: the regulatory rule packs each sector runs on. */
export const industriesOverviewVisual = {
  module: site.name,
  view: "Policy packs",
  status: "Mapped to current directions",
  blocks: [
    {
      kind: "table",
      columns: [{ label: "Sector" }, { label: "Rules", align: "end" }, { label: "Status" }],
      rows: [
        [{ text: "Banking", sub: "KYC MD, fraud risk MD, EWS" }, "214", { badge: "Active", tone: "low" }],
        [{ text: "Fintech", sub: "KYC MD, PPI MD, NPCI UPI rules" }, "96", { badge: "Active", tone: "low" }],
        [{ text: "NBFCs", sub: "KYC MD, fraud risk MD for NBFCs" }, "158", { badge: "Active", tone: "low" }],
        [{ text: "Payment processors", sub: "PA guidelines, KYC MD" }, "121", { badge: "Active", tone: "low" }],
        [
          { text: "Digital lending", sub: "Digital Lending Directions, KYC MD" },
          "88",
          { badge: "Updated", tone: "medium" },
        ],
      ],
    },
    {
      kind: "stats",
      items: [
        { label: "Reports", value: "STR, CTR, FMR", note: "from one case file", tone: "neutral" },
        { label: "Rule changes, 90 days", value: "17", note: "each one logged", tone: "medium" },
        { label: "Hosting", value: "India", note: "data stays local", tone: "low" },
      ],
    },
  ],
  callout: {
    title: "Digital lending pack updated",
    detail: "3 rules changed, change log kept for audit",
    tone: "medium",
  },
} as const satisfies ProductVisualContent;
