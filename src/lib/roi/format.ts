import { indianDigits as digits } from "#src/lib/indian-digits.ts";

import { CRORE, LAKH } from "./model.ts";

// Indian notation throughout: digits grouped as en-IN groups them (1,00,00,000), large amounts
// in lakh and crore, the rupee sign in front.

/** Shown for a figure that is not a finite number; the model never produces one. */
export const NO_FIGURE = "–";

/** A count in Indian grouping: 1,00,00,000. */
export function formatCount(value: number, fractionDigits = 0): string {
  return Number.isFinite(value) ? digits(value, fractionDigits) : NO_FIGURE;
}

/** A large number in words as Indian readers say it: 45,000, 3.6 lakh, 12.35 crore. */
export function formatIndian(value: number): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  if (value >= CRORE) return `${digits(value / CRORE, 2)} crore`;
  if (value >= LAKH) return `${digits(value / LAKH, 2)} lakh`;
  return digits(Math.round(value));
}

/** ₹45,000, ₹3.6 lakh, ₹12.35 crore, -₹1.2 crore. */
export function formatRupees(value: number): string {
  if (!Number.isFinite(value)) return NO_FIGURE;
  return `${value < 0 ? "-" : ""}₹${formatIndian(Math.abs(value))}`;
}

/** An amount entered in lakh, shown in lakh or crore: "₹12 lakh", "₹2.5 crore". */
export function formatLakh(value: number): string {
  return formatRupees(value * LAKH);
}

export function formatPercent(value: number, fractionDigits = 0): string {
  return Number.isFinite(value) ? `${digits(value, fractionDigits)}%` : NO_FIGURE;
}

export function formatBps(value: number): string {
  return Number.isFinite(value) ? `${digits(value, 2)} bps` : NO_FIGURE;
}

/** "Under 1 month", "1.4 months", "14 months"; null (no payback) is the caller's to word. */
export function formatMonths(months: number): string {
  if (!Number.isFinite(months)) return NO_FIGURE;
  if (months < 1) return "Under 1 month";
  const rounded = months < 10 ? digits(months, 1) : digits(months);
  return `${rounded} ${rounded === "1" ? "month" : "months"}`;
}
