import { MessageSquare } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import { detailPages } from "#app/content/overviews.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { ScheduleDemoLink } from "#app/components/ui/external-cta.tsx";
import { Container } from "#app/components/ui/section-heading.tsx";

/** The call to action that closes a detail page. */
export function ClosingCta() {
  const { closing, demoButton, contactButton } = detailPages;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-20 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink-900 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-pink/30 blur-3xl" />
            <div className="absolute -bottom-24 -left-24 size-96 rounded-full bg-brand-purple/30 blur-3xl" />
          </div>
          <p className="text-sm font-semibold tracking-wide text-pink-300 uppercase">{closing.eyebrow}</p>
          <h2 id={titleId} className="mx-auto mt-3 max-w-2xl text-h2 font-bold text-white">
            {closing.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">{closing.description}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ScheduleDemoLink label={demoButton} />
            <Link to={contactButton.path} className={buttonClasses({ variant: "ghost", size: "lg" })}>
              <MessageSquare className="size-5" aria-hidden="true" />
              {contactButton.label}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
