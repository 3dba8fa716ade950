import type { FeatureCard } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

/** SPEC 1: icon, title, description, metric. */
export function FeatureCards({ cards, className }: { cards: readonly FeatureCard[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-3", className)}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="group flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl hover:shadow-brand-purple/10"
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lg shadow-brand-pink/25">
            <Icon icon={card.icon} className="size-6" />
          </span>
          <h3 className="mt-6 text-xl font-bold text-ink-900">{card.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-slate-600">{card.description}</p>
          <p className="mt-6 border-t border-slate-100 text-brand-gradient-dark pt-5 text-lg font-bold">
            {card.metric}
          </p>
        </li>
      ))}
    </ul>
  );
}
