import { cardClasses } from "#src/components/ui/card.ts";
import { Container } from "#src/components/ui/container.tsx";
import { cn } from "#src/lib/cn.ts";
import { firstScreen } from "#src/lib/first-screen.ts";

/** The block a page pulls up over its hero (PageHero with `overlap`); `className` lays out its container. */
export function OverHero({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div {...firstScreen} className="relative z-10 -mt-16 pb-20 sm:-mt-20 sm:pb-28">
      <Container className={className}>{children}</Container>
    </div>
  );
}

/** A raised card holding a form: its heading and lead, then the form (`children`). */
export function FormCard({
  titleId,
  title,
  description,
  className,
  children,
}: {
  titleId: string;
  title: string;
  description: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={cardClasses({ elevation: "high", className: cn("sm:p-10", className) })}
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{description}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
