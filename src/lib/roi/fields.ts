import type { roiCalculator } from "#src/content/roi-calculator.ts";

import { formatBps, formatCount, formatLakh, formatPercent, formatRupees } from "./format.ts";
import {
  type InstitutionType,
  type LossBasis,
  type RoiValues,
  estimate,
  institutionTypes,
  lossBases,
} from "./model.ts";

// The calculator's figures as the visitor types them (strings), their limits and messages,
// and their place in the URL, so that an estimate can be shared and a reload restores it.

export type NumberField = Exclude<keyof RoiValues, "institution" | "lossBasis">;

type Unit = "count" | "rupees" | "lakh" | "percent" | "bps" | "hours";

interface FieldLimits {
  /** The query-string parameter. */
  param: string;
  unit: Unit;
  min: number;
  max: number;
  /** Counted in whole units (transactions cannot be fractional; analysts can, as FTE). */
  whole?: boolean;
}

/** Limits wide enough for India's largest institutions, narrow enough that no sum overflows. */
export const fieldLimits = {
  monthlyTransactions: { param: "tx", unit: "count", min: 0, max: 1e10, whole: true },
  averageTicket: { param: "ticket", unit: "rupees", min: 1, max: 1e8 },
  annualFraudLosses: { param: "loss", unit: "rupees", min: 0, max: 1e12 },
  fraudLossRateBps: { param: "bps", unit: "bps", min: 0, max: 1000 },
  reviewAnalysts: { param: "analysts", unit: "count", min: 0, max: 100_000 },
  analystCostLakh: { param: "cost", unit: "lakh", min: 0, max: 1000 },
  falsePositiveShare: { param: "fp", unit: "percent", min: 0, max: 100 },
  penaltiesThreeYears: { param: "penalties", unit: "rupees", min: 0, max: 1e11 },
  fraudLossReduction: { param: "prevented", unit: "percent", min: 0, max: 100 },
  reviewReduction: { param: "review", unit: "percent", min: 0, max: 100 },
  costReductionCap: { param: "cap", unit: "percent", min: 0, max: 100 },
  penaltyReduction: { param: "penalty", unit: "percent", min: 0, max: 100 },
  hoursPerAnalyst: { param: "hours", unit: "hours", min: 1, max: 8760, whole: true },
  platformCostLakh: { param: "fee", unit: "lakh", min: 0, max: 100_000 },
  implementationCostLakh: { param: "setup", unit: "lakh", min: 0, max: 100_000 },
} as const satisfies Record<NumberField, FieldLimits>;

export const numberFields = Object.keys(fieldLimits) as NumberField[];

/** The figures as typed: numbers stay strings until they are read. */
export type RawValues = { institution: InstitutionType; lossBasis: LossBasis } & Record<NumberField, string>;

export type FieldErrors = Partial<Record<NumberField, string>>;

export const TYPE_PARAM = "type";
export const BASIS_PARAM = "basis";

/** How a limit reads in a message: "₹10 crore", "100%", "1,000 bps". */
export function formatLimit(field: NumberField, value: number): string {
  switch (fieldLimits[field].unit) {
    case "rupees":
      return formatRupees(value);
    case "lakh":
      return formatLakh(value);
    case "percent":
      return formatPercent(value);
    case "bps":
      return formatBps(value);
    default:
      return formatCount(value);
  }
}

/** Digits as people type them: Indian or western grouping, spaces, a rupee or percent sign. */
const NUMBER_PATTERN = /^-?(\d+\.?\d*|\.\d+)$/;

export type ParsedField = { ok: true; value: number } | { ok: false; message: string };

/** The loss figure the chosen basis does not use: not shown, so never an error. */
export const unusedLossField = (basis: LossBasis): NumberField =>
  basis === "amount" ? "fraudLossRateBps" : "annualFraudLosses";

/** A figure as the box shows it: Indian grouping, no trailing zeros. */
export function displayValue(field: NumberField, value: number): string {
  const { unit } = fieldLimits[field];
  return unit === "count" || unit === "rupees" || unit === "hours" ? formatCount(value, 2) : String(value);
}

export function rawFromValues(values: RoiValues): RawValues {
  const raw = { institution: values.institution, lossBasis: values.lossBasis } as RawValues;
  for (const field of numberFields) raw[field] = displayValue(field, values[field]);
  return raw;
}

const isInstitution = (value: string | null): value is InstitutionType =>
  (institutionTypes as readonly string[]).includes(value ?? "");
const isBasis = (value: string | null): value is LossBasis => (lossBases as readonly string[]).includes(value ?? "");

/**
 * The query string of an estimate: every figure, so a link reproduces the same numbers even
 * after the defaults change.
 */
export function toSearch(values: RoiValues): string {
  const params = new URLSearchParams({ [TYPE_PARAM]: values.institution, [BASIS_PARAM]: values.lossBasis });
  for (const field of numberFields) params.set(fieldLimits[field].param, String(values[field]));
  return params.toString();
}

/**
 * The other way of entering losses, pre-filled with the equivalent of today's figure, so
 * switching does not change the estimate.
 */
export function switchLossBasis(raw: RawValues, values: RoiValues, to: LossBasis): RawValues {
  if (to === raw.lossBasis) return raw;
  const { fraudLossesToday, fraudLossRateBps, annualValue } = estimate(values);
  const next: RawValues = { ...raw, lossBasis: to };
  if (to === "amount") next.annualFraudLosses = displayValue("annualFraudLosses", Math.round(fraudLossesToday));
  else if (annualValue > 0) {
    const bps = Math.min(Math.round(fraudLossRateBps * 100) / 100, fieldLimits.fraudLossRateBps.max);
    next.fraudLossRateBps = displayValue("fraudLossRateBps", bps);
  }
  return next;
}

/**
 * What the figures' rules read from the calculator's copy: each institution type's example
 * figures, the type an address without one gets, and each figure's name for its messages.
 */
export type FigureCopy = Pick<typeof roiCalculator, "defaults" | "defaultInstitution" | "fields">;

export type FigureState = { raw: RawValues; values: RoiValues; errors: FieldErrors };

/** The rules of the figures that speak the copy's words or start from its examples. */
export function figureRules(copy: FigureCopy) {
  function defaultValues(institution: InstitutionType): RoiValues {
    return { institution, ...copy.defaults[institution] };
  }

  /** Reads one typed figure against its limits, with a message that names the field and the fix. */
  function parseField(field: NumberField, text: string): ParsedField {
    const { label } = copy.fields[field];
    const { min, max } = fieldLimits[field];
    const cleaned = text.replace(/[\s,₹%]/g, "");
    if (cleaned === "") return { ok: false, message: `${label} is required` };
    if (!NUMBER_PATTERN.test(cleaned)) return { ok: false, message: `Please enter ${label.toLowerCase()} as a number` };
    const value = Number(cleaned);
    if (!Number.isFinite(value) || value < min || value > max) {
      return {
        ok: false,
        message: `${label} must be between ${formatLimit(field, min)} and ${formatLimit(field, max)}`,
      };
    }
    if ("whole" in fieldLimits[field] && !Number.isInteger(value)) {
      return { ok: false, message: `${label} must be a whole number` };
    }
    return { ok: true, value };
  }

  /**
   * Every figure read; an invalid one keeps its fallback (the last valid value) and reports
   * its message, so the estimate always rests on valid numbers.
   */
  function readValues(raw: RawValues, fallback: RoiValues): { values: RoiValues; errors: FieldErrors } {
    const values: RoiValues = { ...fallback, institution: raw.institution, lossBasis: raw.lossBasis };
    const errors: FieldErrors = {};
    const unused = unusedLossField(raw.lossBasis);
    for (const field of numberFields) {
      const parsed = parseField(field, raw[field]);
      if (parsed.ok) values[field] = parsed.value;
      else if (field !== unused) errors[field] = parsed.message;
    }
    return { values, errors };
  }

  /** What a query string asks for; anything missing or unknown comes from the type's defaults. */
  function rawFromSearch(search: string): RawValues {
    const params = new URLSearchParams(search);
    const type = params.get(TYPE_PARAM);
    const defaults = defaultValues(isInstitution(type) ? type : copy.defaultInstitution);
    const raw = rawFromValues(defaults);
    const basis = params.get(BASIS_PARAM);
    if (isBasis(basis)) raw.lossBasis = basis;
    for (const field of numberFields) {
      const value = params.get(fieldLimits[field].param);
      if (value !== null) raw[field] = value;
    }
    return raw;
  }

  /** Reads a query string: the figures it gives, and any that are out of range with their messages. */
  function stateFromSearch(search: string): FigureState {
    const raw = rawFromSearch(search);
    return { raw, ...readValues(raw, defaultValues(raw.institution)) };
  }

  /**
   * Another institution type: figures still at the old type's defaults take the new type's;
   * figures the visitor changed stay as they are.
   */
  function switchInstitution(raw: RawValues, to: InstitutionType): RawValues {
    const from = defaultValues(raw.institution);
    const target = defaultValues(to);
    const next: RawValues = { ...raw, institution: to };
    if (raw.lossBasis === from.lossBasis) next.lossBasis = target.lossBasis;
    for (const field of numberFields) {
      const parsed = parseField(field, raw[field]);
      if (parsed.ok && parsed.value === from[field]) next[field] = displayValue(field, target[field]);
    }
    return next;
  }

  return { defaultValues, parseField, readValues, rawFromSearch, stateFromSearch, switchInstitution };
}

export type FigureRules = ReturnType<typeof figureRules>;
