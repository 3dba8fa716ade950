import type { IconName } from "#src/content/types.ts";
import { cn } from "#src/lib/cn.ts";
import { Eyebrow } from "#src/components/ui/eyebrow.tsx";
import { iconFor } from "#src/components/ui/icon.tsx";
import { Container } from "#src/components/ui/container.tsx";

import { DarkBackdrop } from "./dark-backdrop.tsx";
import { firstScreen } from "#src/lib/first-screen.ts";

/**
 * The dark band that opens every inner page, so the header reads the same everywhere. With
 * `overlap`, it leaves room at its foot for the card that the next block pulls up over it.
 */
export function PageHero({
  eyebrow,
  eyebrowIcon,
  overlap = false,
  title,
  description,
  children,
  visual,
  className,
}: {
  eyebrow?: React.ReactNode;
  eyebrowIcon?: IconName;
  overlap?: boolean;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** A product picture: beside the copy from 1024 px, below it on narrower screens. */
  visual?: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      {...firstScreen}
      className={cn(
        "relative isolate overflow-hidden bg-ink-900 pt-32 sm:pt-40",
        overlap ? "pb-28 sm:pb-36" : "pb-16 sm:pb-24",
        className,
      )}
    >
      <DarkBackdrop />
      <Container
        className={cn(
          "relative",
          Boolean(visual) &&
            "grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] xl:gap-16",
        )}
      >
        <div className="max-w-3xl">
          {eyebrow && (
            <Eyebrow tone="dark" icon={eyebrowIcon && iconFor(eyebrowIcon)}>
              {eyebrow}
            </Eyebrow>
          )}
          <h1 className={cn("text-h1 font-extrabold text-white", Boolean(eyebrow) && "mt-5")}>{title}</h1>
          {description && <div className="mt-5 text-lg leading-relaxed text-slate-300">{description}</div>}
          {children}
        </div>
        {visual}
      </Container>
    </section>
  );
}
