import { formatBps, formatCount, formatLakh, formatPercent, formatRupees } from "./format.ts";
import { type LossBasis, type RoiValues, estimate, lossBases } from "./model.ts";

// The calculator's figures as the visitor types them (strings), their limits and messages,
// and their place in the URL, so that an estimate can be shared and a reload restores it.
// The kinds of institution, each with its example figures, are the copy's: `Institution` is
// whatever kinds the copy names.

export type NumberField = Exclude<keyof RoiValues, "lossBasis">;

/** The figures, and the kind of institution whose example they started from. */
export type CalculatorValues<Institution extends string = string> = RoiValues & { institution: Institution };

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
export type RawValues<Institution extends string = string> = {
  institution: Institution;
  lossBasis: LossBasis;
} & Record<NumberField, string>;

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

export function rawFromValues<Institution extends string>(
  values: CalculatorValues<Institution>,
): RawValues<Institution> {
  const raw = { institution: values.institution, lossBasis: values.lossBasis } as RawValues<Institution>;
  for (const field of numberFields) raw[field] = displayValue(field, values[field]);
  return raw;
}

const isBasis = (value: string | null): value is LossBasis => (lossBases as readonly string[]).includes(value ?? "");

/**
 * The query string of an estimate: every figure, so a link reproduces the same numbers even
 * after the defaults change.
 */
export function toSearch(values: CalculatorValues): string {
  const params = new URLSearchParams({ [TYPE_PARAM]: values.institution, [BASIS_PARAM]: values.lossBasis });
  for (const field of numberFields) params.set(fieldLimits[field].param, String(values[field]));
  return params.toString();
}

/**
 * The other way of entering losses, pre-filled with the equivalent of today's figure, so
 * switching does not change the estimate.
 */
export function switchLossBasis<Institution extends string>(
  raw: RawValues<Institution>,
  values: RoiValues,
  to: LossBasis,
): RawValues<Institution> {
  if (to === raw.lossBasis) return raw;
  const { fraudLossesToday, fraudLossRateBps, annualValue } = estimate(values);
  const next: RawValues<Institution> = { ...raw, lossBasis: to };
  if (to === "amount") next.annualFraudLosses = displayValue("annualFraudLosses", Math.round(fraudLossesToday));
  else if (annualValue > 0) {
    const bps = Math.min(Math.round(fraudLossRateBps * 100) / 100, fieldLimits.fraudLossRateBps.max);
    next.fraudLossRateBps = displayValue("fraudLossRateBps", bps);
  }
  return next;
}

/**
 * What the figures' rules read from the calculator's copy: each kind of institution's example
 * figures, the kind an address without one gets, each figure's label, and the messages of a
 * figure out of its limits ({label}, {name}: the label in lower case, {min}, {max}).
 */
export interface FigureCopy<Institution extends string> {
  defaults: Readonly<Record<Institution, RoiValues>>;
  defaultInstitution: NoInfer<Institution>;
  fields: Readonly<Record<NumberField, { label: string }>>;
  figureErrors: { required: string; notANumber: string; outOfRange: string; notWhole: string };
}

export type FigureState<Institution extends string = string> = {
  raw: RawValues<Institution>;
  values: CalculatorValues<Institution>;
  errors: FieldErrors;
};

/** The rules of the figures that speak the copy's words or start from its examples. */
export function figureRules<Institution extends string>(copy: FigureCopy<Institution>) {
  type Values = CalculatorValues<Institution>;
  type Raw = RawValues<Institution>;

  function defaultValues(institution: Institution): Values {
    return { institution, ...copy.defaults[institution] };
  }

  const isInstitution = (value: string | null): value is Institution =>
    value !== null && Object.hasOwn(copy.defaults, value);

  /** Reads one typed figure against its limits, with a message that names the field and the fix. */
  function parseField(field: NumberField, text: string): ParsedField {
    const { label } = copy.fields[field];
    const { min, max } = fieldLimits[field];
    const { required, notANumber, outOfRange, notWhole } = copy.figureErrors;
    const say = (template: string) => ({
      ok: false as const,
      message: template.replace("{label}", label).replace("{name}", label.toLowerCase()),
    });
    const cleaned = text.replace(/[\s,₹%]/g, "");
    if (cleaned === "") return say(required);
    if (!NUMBER_PATTERN.test(cleaned)) return say(notANumber);
    const value = Number(cleaned);
    if (!Number.isFinite(value) || value < min || value > max) {
      return say(outOfRange.replace("{min}", formatLimit(field, min)).replace("{max}", formatLimit(field, max)));
    }
    if ("whole" in fieldLimits[field] && !Number.isInteger(value)) return say(notWhole);
    return { ok: true, value };
  }

  /**
   * Every figure read; an invalid one keeps its fallback (the last valid value) and reports
   * its message, so the estimate always rests on valid numbers.
   */
  function readValues(raw: Raw, fallback: Values): { values: Values; errors: FieldErrors } {
    const values: Values = { ...fallback, institution: raw.institution, lossBasis: raw.lossBasis };
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
  function rawFromSearch(search: string): Raw {
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
  function stateFromSearch(search: string): FigureState<Institution> {
    const raw = rawFromSearch(search);
    return { raw, ...readValues(raw, defaultValues(raw.institution)) };
  }

  /**
   * Another institution type: figures still at the old type's defaults take the new type's;
   * figures the visitor changed stay as they are.
   */
  function switchInstitution(raw: Raw, to: Institution): Raw {
    const from = defaultValues(raw.institution);
    const target = defaultValues(to);
    const next: Raw = { ...raw, institution: to };
    if (raw.lossBasis === from.lossBasis) next.lossBasis = target.lossBasis;
    for (const field of numberFields) {
      const parsed = parseField(field, raw[field]);
      if (parsed.ok && parsed.value === from[field]) next[field] = displayValue(field, target[field]);
    }
    return next;
  }

  return { defaultValues, parseField, readValues, rawFromSearch, stateFromSearch, switchInstitution };
}

export type FigureRules<Institution extends string> = ReturnType<typeof figureRules<Institution>>;
