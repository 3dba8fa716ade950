import { cn } from "#app/lib/cn.ts";
import { Container } from "#app/components/ui/section-heading.tsx";

import { DarkBackdrop } from "./dark-backdrop.tsx";

/** The dark band that opens every inner page, so the header reads the same everywhere. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  visual,
  className,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** A product picture: beside the copy from 1024 px, below it on narrower screens. */
  visual?: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative isolate overflow-hidden bg-ink-900 pt-32 pb-16 sm:pt-40 sm:pb-24", className)}>
      <DarkBackdrop />
      <Container
        className={cn(
          "relative",
          Boolean(visual) &&
            "grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] xl:gap-16",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow && <div className="text-sm font-semibold tracking-wide text-pink-300 uppercase">{eyebrow}</div>}
          <h1 className="mt-4 text-h1 font-extrabold text-white">{title}</h1>
          {description && <div className="mt-5 text-lg leading-relaxed text-slate-300">{description}</div>}
          {children}
        </div>
        {visual}
      </Container>
    </section>
  );
}
