import type { FeatureCard, IconName } from "#src/content/types.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

/** One card: gradient icon, title, description, and a footer line under a rule. */
export function FeatureCardItem({
  icon,
  title,
  description,
  footer,
  className,
}: {
  icon: IconName;
  title: string;
  description: string;
  footer: React.ReactNode;
  className?: string;
}) {
  return (
    <li className={cardClasses({ hover: true, className: cn("flex flex-col", className) })}>
      <IconBadge icon={icon} tone="brand" size="md" />
      <h3 className="mt-6 text-xl font-bold text-ink-900">{title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-600">{description}</p>
      <div className="mt-6 border-t border-slate-100 pt-5">{footer}</div>
    </li>
  );
}

/** SPEC 1: icon, title, description, metric; any number of cards, in rows of up to three that they fill. */
export function FeatureCards({ cards, className }: { cards: readonly FeatureCard[]; className?: string }) {
  const spans = filledRows(cards.length, { md: 3 });
  return (
    <ul className={cn(filledGrid, "gap-6", className)}>
      {cards.map((card, index) => (
        <FeatureCardItem
          key={card.title}
          className={spans[index]}
          icon={card.icon}
          title={card.title}
          description={card.description}
          footer={<p className="text-brand-gradient-dark text-lg font-bold">{card.metric}</p>}
        />
      ))}
    </ul>
  );
}
