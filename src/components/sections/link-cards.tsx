import { ArrowRight } from "lucide-react";
import { useId } from "react";

import type { IconName } from "#src/content/types.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

export interface LinkCardItem {
  icon: IconName;
  name: string;
  summary: string;
  href: string;
}

/** Links to sibling pages (the other solutions or industries) at the foot of a detail page, in rows of up to four that they fill. */
export function LinkCards({ title, items }: { title: string; items: readonly LinkCardItem[] }) {
  const titleId = useId();
  const spans = filledRows(items.length, { sm: 2, lg: 4 });
  return (
    <section aria-labelledby={titleId} className="bg-slate-50 py-16 sm:py-20">
      <Container>
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink-900">
          {title}
        </h2>
        <ul className={cn(filledGrid, "mt-8 gap-4")}>
          {items.map((item, index) => (
            <li
              key={item.href}
              className={cardClasses({
                size: "tile",
                hover: true,
                className: cn(
                  "group relative flex items-center gap-4 has-focus-visible:ring-2 has-focus-visible:ring-brand-purple sm:flex-col sm:items-start sm:p-6",
                  spans[index],
                ),
              })}
            >
              <IconBadge icon={item.icon} />
              {/* The whole card is the link's hit area, while its accessible name stays the page name. */}
              <h3 className="font-bold text-ink-900">
                <a href={item.href} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
                  {item.name}
                </a>
              </h3>
              <p className="hidden flex-1 text-sm leading-relaxed text-slate-600 sm:block">{item.summary}</p>
              <ArrowRight
                aria-hidden="true"
                className="ml-auto size-5 shrink-0 text-brand-purple transition-transform group-hover:translate-x-1 sm:ml-0"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
