import { type DetailPages, withName } from "#src/content/detail-pages.ts";
import type { IconName } from "#src/content/icons.ts";
import { ArrowLink } from "#src/components/ui/arrow-link.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { Section } from "#src/components/ui/section-heading.tsx";
import { cn } from "#src/lib/cn.ts";

import { FeatureCardItem } from "./feature-cards.tsx";

/** One of an industry's solution cards, with the name and address of the solution it names. */
export interface IndustrySolution {
  icon: IconName;
  title: string;
  description: string;
  solution: { name: string; path: string };
}

/** The solutions an industry page recommends, each linking to its solution page, in rows of up to three that they fill. */
export function IndustrySolutions({
  items,
  copy: { link, ...copy },
}: {
  items: readonly IndustrySolution[];
  copy: DetailPages["industry"]["solutions"];
}) {
  const spans = filledRows(items.length, { md: 3 });
  return (
    <Section titleId="industry-solutions-title" {...copy}>
      <ul className={cn(filledGrid, "mt-14 gap-6")}>
        {items.map((item, index) => (
          <FeatureCardItem
            key={item.title}
            className={spans[index]}
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
