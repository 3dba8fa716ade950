import type { IconItem } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

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
        <li
          key={item.title}
          className="flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl hover:shadow-brand-purple/10"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-pink-50 text-brand-pink">
            <Icon icon={item.icon} className="size-5" />
          </span>
          <h3 className="mt-5 text-lg font-bold text-ink-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
