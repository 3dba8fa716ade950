import { Check, type LucideIcon, TriangleAlert } from "lucide-react";

import type { Industry } from "#src/content/industries.ts";
import type { IndustriesOverview } from "#src/content/overviews.ts";
import { ArrowLink } from "#src/components/ui/arrow-link.tsx";
import { cardClasses } from "#src/components/ui/card.ts";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { cn } from "#src/lib/cn.ts";

import { HelpCard } from "./help-card.tsx";

/** A short titled list inside an industry card, each line led by a small icon. */
function MarkedList({
  title,
  items,
  icon: Mark,
  markClassName,
}: {
  title: string;
  items: readonly string[];
  icon: LucideIcon;
  markClassName: string;
}) {
  return (
    <>
      <h4 className="mt-6 text-sm font-semibold text-ink-900">{title}</h4>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-sm leading-snug text-slate-700">
            <Mark className={cn("mt-px size-4 shrink-0", markClassName)} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The Industries overview's five cards: summary, key challenges, benefits and Learn More. */
export function IndustryGrid({
  industries,
  cards,
  help,
}: Pick<IndustriesOverview, "cards" | "help"> & {
  industries: readonly (Omit<Industry, "solutions"> & { path: string })[];
}) {
  const spans = filledRows(industries.length + 1, { md: 2, lg: 3 });
  return (
    <Section titleId="industry-grid-title" eyebrow={cards.eyebrow} title={cards.title} description={cards.description}>
      <ul className={`mt-14 ${filledGrid} gap-6`}>
        {industries.map((industry, index) => (
          <li key={industry.id} className={cardClasses({ hover: true, className: cn("flex flex-col", spans[index]) })}>
            <div className="flex items-center gap-4">
              <IconBadge icon={industry.icon} tone="brand" size="md" />
              <h3 className="text-xl font-bold text-ink-900">{industry.name}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-slate-600">{industry.summary}</p>
            <MarkedList
              title={cards.challenges}
              items={industry.overview.challenges}
              icon={TriangleAlert}
              markClassName="text-rose-500"
            />
            <MarkedList
              title={cards.benefits}
              items={industry.overview.benefits}
              icon={Check}
              markClassName="text-emerald-600"
            />
            <ArrowLink href={industry.path} label={cards.learnMore} about={industry.name} className="mt-auto pt-7" />
          </li>
        ))}
        <HelpCard help={help} className={spans[industries.length]} />
      </ul>
    </Section>
  );
}
