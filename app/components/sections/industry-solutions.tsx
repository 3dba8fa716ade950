import { href } from "react-router";

import { detailPages, withName } from "#app/content/overviews.ts";
import { solutions } from "#app/content/solutions.ts";
import type { Industry } from "#app/content/types.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";

/** The three solutions an industry page recommends, each linking to its solution page. */
export function IndustrySolutions({ items }: { items: Industry["solutions"] }) {
  const copy = detailPages.industry.solutions;
  return (
    <section aria-labelledby="industry-solutions-title" className="py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="industry-solutions-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          description={copy.description}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {items.map((item) => {
            const solution = solutions.find((entry) => entry.slug === item.solution);
            return (
              <li
                key={item.title}
                className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl hover:shadow-brand-purple/10"
              >
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-brand-pink/25">
                  <Icon icon={item.icon} className="size-6" />
                </span>
                <h3 className="mt-6 text-xl font-bold text-ink-900">{item.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-slate-600">{item.description}</p>
                {solution && (
                  <div className="mt-6 border-t border-slate-100 pt-5">
                    <ArrowLink
                      to={href("/solutions/:slug", { slug: solution.slug })}
                      label={withName(copy.link, solution.name)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
