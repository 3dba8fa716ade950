import { cn } from "#src/lib/cn.ts";

import { Container } from "./container.tsx";
import { Eyebrow } from "./eyebrow.tsx";

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  align = "center",
  tone = "light",
  id,
  className,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  id?: string;
  className?: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <Eyebrow tone={tone}>{eyebrow}</Eyebrow>}
      <h2
        id={id}
        className={cn("text-h2 font-bold text-balance", eyebrow && "mt-4", dark ? "text-white" : "text-ink-900")}
      >
        {title}
      </h2>
      {description && (
        <p className={cn("mt-4 text-lg leading-relaxed", dark ? "text-slate-300" : "text-slate-600")}>{description}</p>
      )}
    </div>
  );
}

/** A page section that opens with a SectionHeading: the heading names the section. */
export function Section({
  id,
  titleId,
  eyebrow,
  title,
  description,
  muted = false,
  children,
}: {
  /** The section's own anchor, when a link targets it. */
  id?: string;
  titleId: string;
  eyebrow?: string;
  title: string;
  description?: string;
  /** A grey band, to set the section apart from its neighbours. */
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={titleId} className={cn("py-20 sm:py-28", muted && "bg-slate-50")}>
      <Container>
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </Container>
    </section>
  );
}
