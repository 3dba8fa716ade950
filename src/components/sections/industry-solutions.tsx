import { type DetailPages, withName } from "#src/content/detail-pages.ts";
import type { IconName } from "#src/content/icons.ts";
import { ArrowLink } from "#src/components/ui/arrow-link.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";

import { FeatureCardItem } from "./feature-cards.tsx";

/** One of an industry's solution cards, with the name and address of the solution it names. */
export interface IndustrySolution {
  icon: IconName;
  title: string;
  description: string;
  solution: { name: string; path: string };
}

/** The three solutions an industry page recommends, each linking to its solution page. */
export function IndustrySolutions({
  items,
  copy: { link, ...copy },
}: {
  items: readonly IndustrySolution[];
  copy: DetailPages["industry"]["solutions"];
}) {
  return (
    <Section titleId="industry-solutions-title" {...copy}>
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <FeatureCardItem
            key={item.title}
            icon={item.icon}
            title={item.title}
            description={item.description}
            footer={<ArrowLink href={item.solution.path} label={withName(link, item.solution.name)} />}
          />
        ))}
      </ul>
    </Section>
  );
}
