import { ArrowRight, CircleCheck, MessageSquare } from "lucide-react";

import type { HomeCopy } from "#src/content/pages/home.ts";
import { DEMO_REQUEST_DIALOG } from "#src/lib/dialog-ids.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { DialogTrigger } from "#src/components/ui/dialog.tsx";
import { ScheduleDemoLink } from "#src/components/ui/external-cta.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { SectionHeading } from "#src/components/ui/section-heading.tsx";

/** The book-a-demo banner; anchor "contact". Its button opens the page's DemoRequestModal. */
export function DemoBanner({ demoBanner }: { demoBanner: HomeCopy["demoBanner"] }) {
  return (
    <section id="contact" aria-labelledby="demo-title" className="py-20 sm:py-28">
      <Container>
        <DarkPanel className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr] lg:px-16">
          <div>
            <SectionHeading
              id="demo-title"
              tone="dark"
              align="left"
              eyebrow={demoBanner.eyebrow}
              title={demoBanner.title}
              description={demoBanner.description}
            />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ScheduleDemoLink />
              <DialogTrigger dialog={DEMO_REQUEST_DIALOG} className={buttonClasses({ variant: "ghost", size: "lg" })}>
                <MessageSquare className="size-5" aria-hidden="true" />
                {demoBanner.requestButton}
              </DialogTrigger>
            </div>
          </div>
          <div className={cardClasses({ tone: "glass", className: "sm:p-8" })}>
            <ul className="space-y-4">
              {demoBanner.bullets.map(({ text, link }) => (
                <li key={text} className="flex items-center gap-3 font-medium">
                  <CircleCheck className="size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                  {link ? (
                    <a
                      href={link}
                      className="inline-flex items-center gap-1.5 underline decoration-white/40 underline-offset-4 hover:decoration-white"
                    >
                      {text}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                  ) : (
                    text
                  )}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-white/10 pt-5 text-sm leading-relaxed text-slate-300">
              {demoBanner.promise}
            </p>
          </div>
        </DarkPanel>
      </Container>
    </section>
  );
}
