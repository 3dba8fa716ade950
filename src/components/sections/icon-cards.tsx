import type { IconItem } from "#src/content/types.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

/** Icon, title and description cards, any number, in rows of up to `cols` that they fill: principles, perks, culture values. */
export function IconCards({
  items,
  cols = 3,
  className,
}: {
  items: readonly IconItem[];
  cols?: 3 | 4;
  className?: string;
}) {
  const spans = filledRows(items.length, { sm: 2, lg: cols });
  return (
    <ul className={cn(filledGrid, "gap-5", className)}>
      {items.map((item, index) => (
        <li key={item.title} className={cardClasses({ hover: true, className: cn("flex flex-col", spans[index]) })}>
          <IconBadge icon={item.icon} />
          <h3 className="mt-5 text-lg font-bold text-ink-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
