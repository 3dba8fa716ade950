import { MessageSquare } from "lucide-react";
import { useId } from "react";

import type { DetailPages } from "#src/content/detail-pages.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { ScheduleDemoLink } from "#src/components/ui/external-cta.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

/** The call to action that closes a detail page. */
export function ClosingCta({ closing, buttons }: Pick<DetailPages, "closing" | "buttons">) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-20 sm:py-24">
      <Container>
        <DarkPanel>
          <SectionHeading id={titleId} tone="dark" {...closing} />
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ScheduleDemoLink label={buttons.demo} />
            <a href={buttons.contact.path} className={buttonClasses({ variant: "ghost", size: "lg" })}>
              <MessageSquare className="size-5" aria-hidden="true" />
              {buttons.contact.label}
            </a>
          </div>
        </DarkPanel>
      </Container>
    </section>
  );
}
