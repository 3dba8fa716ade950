// What a testimonial is: the schema src/content/testimonials.yaml is checked against when the
// site is built (src/content.config.ts), and read with by the tests.
import { z } from "astro/zod";

import { copyText } from "./copy-text.ts";

/**
 * How many quotes the home page takes: any number from one, since the first is shown large and
 * the header links to the section. The spec's seven are today's content, not a limit.
 */
export const testimonialList = {
  min: 1,
  help: "The first is shown large across the section, the others in rows of up to three beneath it, which they fill.",
} as const;

/** The brand colour pairs a monogram may take (components/sections/testimonials.tsx). */
export const monogramTones = ["ink", "purple", "pink", "orange"] as const;
export type MonogramTone = (typeof monogramTones)[number];

/**
 * One quote, as the YAML file writes it. The spec's image, background and text colours are the
 * person's initials drawn as a monogram in one of the brand's tones: the people are fictional,
 * so a portrait would only ever be a placeholder. The initials come from the name.
 */
export const testimonialSchema = z
  .object({
    /** Long enough to say something, short enough for a card at 360 px; a figure is named as {{figure.<id>}}. */
    quote: copyText.pipe(z.string().min(80).max(320)),
    name: z.string().regex(/^\p{Lu}\S* (?:\S+ )*\p{Lu}\S*$/u, "a first and a last name, each with a capital"),
    /** Title and company share one line under the name from 1024 px. */
    title: z.string().min(2).max(40),
    company: z.string().min(2).max(44),
    tone: z.enum(monogramTones),
    /** Its place in the file, which the loader gives it: the first is shown large. */
    order: z.number().int(),
  })
  .transform(({ tone, ...quote }) => {
    const words = quote.name.split(" ");
    const initials = `${words[0]?.[0] ?? ""}${words.at(-1)?.[0] ?? ""}`;
    return { ...quote, monogram: { initials, tone } };
  });

export type Testimonial = z.output<typeof testimonialSchema>;
