import { solutionNames } from "#src/content/catalogue.ts";
import { detailPages, withName } from "#src/content/detail-pages.ts";
import type { Industry } from "#src/content/types.ts";
import { ArrowLink } from "#src/components/ui/arrow-link.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { solutionPath } from "#src/lib/paths.ts";

import { FeatureCardItem } from "./feature-cards.tsx";

/**
 * The three solutions an industry page recommends, each linking to its solution page. Names
 * come from the slim catalogue, so the industry pages do not load the solution pages' copy.
 */
export function IndustrySolutions({ items }: { items: Industry["solutions"] }) {
  const { link, ...copy } = detailPages.industry.solutions;
  return (
    <Section titleId="industry-solutions-title" {...copy}>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <FeatureCardItem
            key={item.title}
            icon={item.icon}
            title={item.title}
            description={item.description}
            footer={
              <ArrowLink href={solutionPath(item.solution)} label={withName(link, solutionNames[item.solution])} />
            }
          />
        ))}
      </ul>
    </Section>
  );
}
