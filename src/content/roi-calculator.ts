// What the ROI calculator says: the schema src/content/roi-calculator.yaml is checked against
// when the site is built (src/content.config.ts), and read with by the tests. Its example
// figures are in roi-examples.yaml.
import { z } from "astro/zod";

import { shareImageField } from "./copy-parts.ts";
import { copyText } from "./copy-text.ts";

/** The kinds of institution a visitor picks from, in the calculator's order. */
export const institutionTypes = ["bank", "nbfc", "fintech", "payment-processor", "digital-lender"] as const;
export type InstitutionType = (typeof institutionTypes)[number];

/**
 * The names of the calculator's figures, which the model gives (lib/roi/fields.ts): every
 * figure, and those of them that are assumptions.
 */
export interface FigureNames<Field extends string, Assumption extends Field> {
  fields: readonly Field[];
  assumptions: readonly [Assumption, ...Assumption[]];
}

/**
 * Whose figure an assumption is. Each is the company's own: a claim it makes about the product,
 * or an assumption of this estimate. A published statistic would need its publisher's source.
 */
export const assumptionBases = ["claim", "assumption"] as const;
export type AssumptionBasis = (typeof assumptionBases)[number];

const text = copyText.pipe(z.string().min(1));

/** An object with exactly these keys, each a string of copy. */
const wordsFor = <const Key extends string>(keys: readonly Key[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>);

/** How a figure is entered and shown: a hint says what to enter; assumptions carry a note instead. */
const fieldCopy = z.strictObject({
  label: text,
  /** Shown before the box, e.g. the rupee sign. */
  prefix: text.optional(),
  /** Shown after the box, e.g. "a month". */
  suffix: text.optional(),
  hint: text.optional(),
});

/** The calculator's words, with one entry for each of its figures and one note for each assumption. */
export const roiCalculatorSchema = <Field extends string, Assumption extends Field>({
  fields,
  assumptions,
}: FigureNames<Field, Assumption>) =>
  z.strictObject({
    hero: z.strictObject({ eyebrow: text, title: text, description: text }),
    /** SEO rules: 5-60 and 15-160 characters. */
    seo: z.strictObject({
      title: z.string().min(5).max(60),
      description: copyText.pipe(z.string().min(15).max(160)),
      image: shareImageField,
    }),
    inputs: z.strictObject({
      title: text,
      description: text,
      institution: z.strictObject({ label: text, hint: text }),
      lossBasis: wordsFor(["legend", "amount", "rate"]),
      lossEquivalent: z.strictObject({
        amount: text.pipe(z.string().includes("{bps}")),
        rate: text.pipe(z.string().includes("{amount}")),
      }),
    }),
    institutions: wordsFor(institutionTypes),
    fields: z.strictObject(
      Object.fromEntries(fields.map((field) => [field, fieldCopy])) as Record<Field, typeof fieldCopy>,
    ),
    figureErrors: wordsFor(["required", "notANumber", "outOfRange", "notWhole"]),
    announce: wordsFor(["sentence", "noPayback"]),
    results: wordsFor([
      "title",
      "perYear",
      "net",
      "netNote",
      "payback",
      "paybackNote",
      "noPaybackNote",
      "threeYearNet",
      "threeYearRoi",
      "noRoi",
      "fraudLossesAvoided",
      "fraudLossesOf",
      "analystHours",
      "analystsFreed",
      "reviewCostSaved",
      "reviewOf",
      "penaltyExposure",
      "penaltyOf",
      "platformCost",
      "invalid",
    ]),
    chart: z.strictObject({
      title: text,
      today: text,
      withProduct: text,
      series: wordsFor(["fraudLosses", "reviewCost", "penalties", "platform"]),
      total: text,
      seriesHeader: text,
    }),
    years: z.strictObject({
      title: text,
      caption: text,
      columns: wordsFor(["year", "benefit", "cost", "net", "cumulative"]),
      year: text,
    }),
    actions: wordsFor(["copy", "copied", "copyFailed", "print", "reset"]),
    assumptions: z.strictObject({
      title: text,
      description: text,
      badges: wordsFor(assumptionBases),
      printBadges: wordsFor(assumptionBases),
      /** One note for each assumption, in the order the page lists them. */
      items: z
        .array(z.strictObject({ key: z.enum(assumptions), basis: z.enum(assumptionBases), note: text }))
        .refine(
          (items) => new Set(items.map((item) => item.key)).size === assumptions.length,
          `one item for each of ${assumptions.join(", ")}`,
        ),
    }),
    method: z.strictObject({ title: text, steps: z.array(text).min(1), disclaimer: text }),
    send: z.strictObject({
      title: text,
      description: text,
      labels: wordsFor(["name", "email", "company"]),
      placeholders: wordsFor(["name", "email", "company"]),
      submit: text,
      /** SPEC 5's words for the same fields on the other forms. */
      errors: z.strictObject({
        nameRequired: z.literal("Full Name is required"),
        emailRequired: z.literal("Work Email is required"),
        emailInvalid: z.literal("Please enter a valid email address"),
        companyRequired: z.literal("Company Name is required"),
      }),
    }),
    message: z.strictObject({
      heading: text,
      link: text,
      inputs: text,
      results: text,
      assumptions: text,
      lossBasis: wordsFor(["amount", "rate"]),
      invalid: text,
    }),
    /** The short call to action on every solution and industry page. */
    cta: wordsFor(["title", "description", "link"]),
  });

export type RoiCalculatorCopy<Field extends string = string, Assumption extends Field = Field> = z.output<
  ReturnType<typeof roiCalculatorSchema<Field, Assumption>>
>;
