import { sampleSignal } from "./signal.ts";
import type { HomeVisualContent } from "./types.ts";

// The signals carry the icons and names of the four inputs of the fraud-signal diagram
// (fraudSignals.inputs in pages/home.yaml), so the hero and the diagram show one product.
export const homeVisual = {
  module: "Post-onboarding monitor",
  view: "Alert queue",
  status: "Live",
  alert: {
    title: "Possible mule account",
    subject: "Savings account ending 9012 - opened 14 months ago, full KYC",
    ...sampleSignal,
    signals: [
      { icon: "activity", source: "Transaction Analysis", text: "42 UPI credits worth ₹8.6 lakh in 35 min" },
      { icon: "user-check", source: "Identity Verification", text: "Registered mobile changed 2 days ago" },
      { icon: "store", source: "Merchant Monitoring", text: "Credits from 3 merchants under review" },
      { icon: "fingerprint-pattern", source: "Device Intelligence", text: "Device linked to 4 other accounts" },
    ],
    latency: "Scored in 0.4 s",
    actions: ["Hold debits", "Open case"],
  },
  queueLabel: "Queue",
  queue: [
    {
      tone: "critical",
      title: "Transaction laundering - Vedant Kirana Mart",
      detail: "Gaming-like ticket sizes, 1 am to 4 am",
      meta: "6 min",
      tag: "Held",
    },
    {
      tone: "high",
      title: "Account takeover attempt",
      detail: "SIM swap and new device before a ₹49,500 payment",
      meta: "9 min",
      tag: "Blocked",
    },
    {
      tone: "medium",
      title: "UN sanctions list updated",
      detail: "31.2 lakh customers re-screened, 1 possible match",
      meta: "14 min",
      tag: "Re-screened",
    },
  ],
} as const satisfies HomeVisualContent;
