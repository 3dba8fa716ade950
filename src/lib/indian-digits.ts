// A number in Indian digit grouping, as `Intl.NumberFormat("en-IN", { maximumFractionDigits })`
// writes it, without Intl: a page's first Intl formatter loads the browser's ICU data, 90-270
// ms of main thread on Lighthouse's emulated phone, which fell inside the ROI calculator's
// hydration as one long task (decision 039).

/**
 * The integer and fraction digits of `abs` rounded to `fractionDigits`, as ICU rounds: half
 * away from zero on the shortest decimal that reads back as the same double (66308.015 to
 * 66308.02), where `toFixed` rounds the double's exact value (66308.01). Null when JavaScript
 * writes the number with an exponent (under 1e-6, from 1e21).
 */
function rounded(abs: number, fractionDigits: number): [string, string] | null {
  const shortest = String(abs);
  if (shortest.includes("e")) return null;
  const [integer = "0", fraction = ""] = shortest.split(".");
  if (fraction.length <= fractionDigits) return [integer, fraction];
  const dropped = fraction[fractionDigits] ?? "0";
  const scaled = BigInt(integer + fraction.slice(0, fractionDigits)) + (dropped >= "5" ? 1n : 0n);
  const text = scaled.toString().padStart(fractionDigits + 1, "0");
  return [text.slice(0, text.length - fractionDigits), text.slice(text.length - fractionDigits)];
}

/** 1,00,00,000: the last three digits, then pairs. */
function grouped(integer: string): string {
  if (integer.length <= 3) return integer;
  return `${integer.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${integer.slice(-3)}`;
}

/** `value` with at most `fractionDigits` decimals, trailing zeros dropped, in Indian grouping. */
export function indianDigits(value: number, fractionDigits = 0): string {
  const digits = Number.isFinite(value) ? rounded(Math.abs(value), fractionDigits) : null;
  if (!digits) return new Intl.NumberFormat("en-IN", { maximumFractionDigits: fractionDigits }).format(value);
  const [integer, fraction] = digits;
  const decimals = fraction.replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped(integer)}${decimals ? `.${decimals}` : ""}`;
}
