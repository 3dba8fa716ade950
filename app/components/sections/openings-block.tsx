import { Briefcase, Send } from "lucide-react";

import { careers } from "#app/content/careers.ts";
import { mailto } from "#app/content/site.ts";
import { CareerAlertDialog } from "#app/components/forms/career-alert-dialog.tsx";
import { buttonClasses } from "#app/components/ui/button.ts";
import { Container } from "#app/components/ui/section-heading.tsx";

/** Careers: no open roles, so a resume e-mail and a sign-up for role alerts instead. */
export function OpeningsBlock() {
  const { openings } = careers;
  return (
    <section aria-labelledby="openings-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink-900 px-5 py-12 sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-pink/30 blur-3xl" />
            <div className="absolute -bottom-24 -left-24 size-96 rounded-full bg-brand-purple/30 blur-3xl" />
          </div>
          <div className="mx-auto max-w-3xl">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white/10 text-pink-200">
              <Briefcase className="size-7" aria-hidden="true" />
            </span>
            <h2 id="openings-title" className="mt-6 text-center text-h2 font-bold text-balance text-white">
              {openings.title}
            </h2>
            <p className="mt-4 text-center leading-relaxed text-slate-300 sm:text-lg">{openings.description}</p>
            <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
              <a
                href={mailto(openings.resumeSubject)}
                className={buttonClasses({ size: "lg", className: "max-sm:px-5!" })}
              >
                <Send className="size-5" aria-hidden="true" />
                {openings.resumeButton}
              </a>
              <CareerAlertDialog
                triggerLabel={openings.notifyButton}
                triggerClassName={buttonClasses({ variant: "ghost", size: "lg", className: "max-sm:px-5!" })}
              />
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
