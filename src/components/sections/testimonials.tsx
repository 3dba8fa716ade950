import { Quote } from "lucide-react";

import type { HomeCopy } from "#src/content/pages/home.ts";
import type { MonogramTone, Testimonial } from "#src/content/testimonials.ts";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

/** Background and text of each monogram tone; every pair keeps the initials at 4.5:1 or more. */
const toneClasses: Record<MonogramTone, string> = {
  ink: "bg-ink-900 text-white",
  purple: "bg-brand-purple text-white",
  pink: "bg-pink-100 text-pink-800",
  orange: "bg-orange-100 text-orange-800",
};

function Monogram({ monogram, className }: { monogram: Testimonial["monogram"]; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-monogram=""
      className={cn(
        "flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold tracking-wide",
        toneClasses[monogram.tone],
        className,
      )}
    >
      {monogram.initials}
    </span>
  );
}

/** Who said it: name, then title and company, on the dark lead card or a white one. */
function Attribution({ item, onDark }: { item: Testimonial; onDark?: boolean }) {
  return (
    <span>
      <span className={cn("block font-semibold", onDark ? "text-white" : "text-ink-900")}>{item.name}</span>
      <span className={cn("block text-sm", onDark ? "text-slate-300" : "text-slate-600")}>
        {item.title}, {item.company}
      </span>
    </span>
  );
}

/**
 * Any number of quotes: the first across the grid, the others in rows of up to two or three
 * that they fill (filledRows). Each card spans two rows of the grid (quote, person) through
 * subgrids, so the people line up across a row whatever the quotes' lengths.
 */
export function Testimonials({ heading, items }: { heading: HomeCopy["testimonials"]; items: readonly Testimonial[] }) {
  const [lead, ...rest] = items;
  if (!lead) return null;
  const spans = filledRows(rest.length, { md: 2, lg: 3 });
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow={heading.eyebrow}
          title={heading.title}
          description={heading.description}
        />
        <ul className={cn(filledGrid, "mt-14 gap-6")}>
          <li className="relative isolate col-span-12 overflow-hidden rounded-3xl bg-ink-900 p-8 shadow-xl shadow-ink-900/10 lg:p-12">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-brand-purple/30 blur-3xl"
            />
            <figure className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:items-end lg:gap-16">
              <blockquote className="text-lg leading-relaxed font-medium text-white sm:text-xl lg:text-2xl lg:leading-snug">
                <Quote className="mb-5 size-9 text-pink-300" aria-hidden="true" />
                <p>{lead.quote}</p>
              </blockquote>
              <figcaption className="flex items-center gap-4 border-t border-white/10 pt-6 lg:flex-col lg:items-start lg:border-t-0 lg:border-l lg:pt-0 lg:pl-8">
                <Monogram monogram={lead.monogram} className="size-14 text-base ring-4 ring-white/10" />
                <Attribution item={lead} onDark />
              </figcaption>
            </figure>
          </li>
          {rest.map((item, index) => (
            <li key={item.name} className={cn("row-span-2 grid grid-rows-subgrid", spans[index])}>
              <figure className="row-span-2 grid grid-rows-subgrid rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
                <blockquote className="leading-relaxed text-slate-700">
                  <Quote className="mb-4 size-7 text-brand-pink" aria-hidden="true" />
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="flex items-center gap-3 border-t border-slate-100 pt-5">
                  <Monogram monogram={item.monogram} />
                  <Attribution item={item} />
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
