import { Quote } from "lucide-react";

import { home } from "#app/content/home.ts";
import { testimonials } from "#app/content/testimonials.ts";
import type { Tone } from "#app/content/types.ts";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";

const tones: Record<Tone, string> = {
  indigo: "bg-indigo-950",
  violet: "bg-violet-900",
  rose: "bg-rose-900",
  slate: "bg-slate-800",
  amber: "bg-amber-100",
  emerald: "bg-emerald-100",
  sky: "bg-sky-100",
};

export function Testimonials() {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="testimonials-title"
          eyebrow={home.testimonials.eyebrow}
          title={home.testimonials.title}
          description={home.testimonials.description}
        />
        <ul className="mt-14 columns-1 gap-6 md:columns-2 lg:columns-3">
          {testimonials.map((item) => {
            const light = item.text === "light";
            return (
              <li key={item.name} className={cn("mb-6 break-inside-avoid rounded-3xl p-7", tones[item.background])}>
                <figure>
                  <Quote className={cn("size-8", light ? "text-pink-300" : "text-brand-pink")} aria-hidden="true" />
                  <blockquote className={cn("mt-4 leading-relaxed", light ? "text-slate-100" : "text-slate-800")}>
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <img
                      src={item.image}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="size-12 rounded-full"
                    />
                    <span>
                      <span className={cn("block font-semibold", light ? "text-white" : "text-ink-900")}>
                        {item.name}
                      </span>
                      <span className={cn("block text-sm", light ? "text-slate-300" : "text-slate-600")}>
                        {item.title}, {item.company}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
