import type { IconItem } from "#src/content/types.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { cn } from "#src/lib/cn.ts";

const columns = {
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Icon, title and description cards: principles, perks, culture values. */
export function IconCards({
  items,
  cols = 3,
  className,
}: {
  items: readonly IconItem[];
  cols?: keyof typeof columns;
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-5", columns[cols], className)}>
      {items.map((item) => (
        <li key={item.title} className={cardClasses({ hover: true, className: "flex flex-col" })}>
          <IconBadge icon={item.icon} />
          <h3 className="mt-5 text-lg font-bold text-ink-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
