import { BellRing, Briefcase, Send } from "lucide-react";

import type { CareersCopy } from "#src/content/pages/careers.ts";
import { mailto } from "#src/content/site.ts";
import { siteInUse } from "#src/content/values.ts";
import { CAREER_ALERT_DIALOG } from "#src/lib/dialog-ids.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { DarkPanel } from "#src/components/ui/dark-panel.tsx";
import { DialogTrigger } from "#src/components/ui/dialog.tsx";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { Container } from "#src/components/ui/container.tsx";

/** Careers: no open roles, so a resume e-mail and a sign-up for role alerts instead (the page's CareerAlertDialog). */
export function OpeningsBlock({ openings }: { openings: CareersCopy["openings"] }) {
  return (
    <section aria-labelledby="openings-title" className="pb-20 sm:pb-28">
      <Container>
        <DarkPanel>
          <div className="mx-auto max-w-3xl">
            <IconBadge icon={Briefcase} tone="glass" size="lg" className="mx-auto" />
            <h2 id="openings-title" className="mt-6 text-center text-h2 font-bold text-balance text-white">
              {openings.title}
            </h2>
            <p className="mt-4 text-center leading-relaxed sm:text-lg">{openings.description}</p>
            <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
              <a href={mailto(siteInUse(), openings.resumeSubject)} className={buttonClasses({ size: "lg" })}>
                <Send className="size-5" aria-hidden="true" />
                {openings.resumeButton}
              </a>
              <DialogTrigger dialog={CAREER_ALERT_DIALOG} className={buttonClasses({ variant: "ghost", size: "lg" })}>
                <BellRing className="size-5" aria-hidden="true" />
                {openings.notifyButton}
              </DialogTrigger>
            </div>
          </div>
        </DarkPanel>
      </Container>
    </section>
  );
}
