import { href } from "react-router";

import { detailPages, withName } from "#app/content/overviews.ts";
import { solutions } from "#app/content/solutions.ts";
import type { Industry } from "#app/content/types.ts";
import { ArrowLink } from "#app/components/ui/arrow-link.tsx";
import { Section } from "#app/components/ui/section-heading.tsx";

import { FeatureCardItem } from "./feature-cards.tsx";

/** The three solutions an industry page recommends, each linking to its solution page. */
export function IndustrySolutions({ items }: { items: Industry["solutions"] }) {
  const { link, ...copy } = detailPages.industry.solutions;
  return (
    <Section titleId="industry-solutions-title" {...copy}>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {items.map((item) => {
          const solution = solutions.find((entry) => entry.slug === item.solution);
          return (
            <FeatureCardItem
              key={item.title}
              icon={item.icon}
              title={item.title}
              description={item.description}
              footer={
                solution && (
                  <ArrowLink
                    to={href("/solutions/:slug", { slug: solution.slug })}
                    label={withName(link, solution.name)}
                  />
                )
              }
            />
          );
        })}
      </ul>
    </Section>
  );
}
