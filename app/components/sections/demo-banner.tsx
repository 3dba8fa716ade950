import { ArrowRight, CircleCheck, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

import { home } from "#app/content/home.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { ScheduleDemoLink } from "#app/components/ui/external-cta.tsx";
import { Container } from "#app/components/ui/section-heading.tsx";
import { DemoRequestModal } from "#app/components/forms/demo-request-modal.tsx";

/** The book-a-demo banner; anchor "contact". */
export function DemoBanner() {
  const { demoBanner } = home;
  const [modalOpen, setModalOpen] = useState(false);
  const bulletLinks: Readonly<Record<string, string | undefined>> = demoBanner.bulletLinks;
  return (
    <section id="contact" aria-labelledby="demo-title" className="py-20 sm:py-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-ink-900 px-6 py-12 sm:px-12 sm:py-16 lg:px-16">
          <div aria-hidden="true" className="absolute inset-0 -z-10">
            <div className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-pink/30 blur-3xl" />
            <div className="absolute -bottom-24 -left-24 size-96 rounded-full bg-brand-purple/30 blur-3xl" />
          </div>
          <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <p className="text-sm font-semibold tracking-wide text-pink-300 uppercase">{demoBanner.eyebrow}</p>
              <h2 id="demo-title" className="mt-3 text-h2 font-bold text-white">
                {demoBanner.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-300">{demoBanner.description}</p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <ScheduleDemoLink />
                <button
                  type="button"
                  onClick={() => setModalOpen(true)}
                  aria-haspopup="dialog"
                  className={buttonClasses({ variant: "ghost", size: "lg" })}
                >
                  <MessageSquare className="size-5" aria-hidden="true" />
                  {demoBanner.requestButton}
                </button>
              </div>
            </div>
            <div className="rounded-3xl border border-white/10 bg-white/5 p-6 sm:p-8">
              <ul className="space-y-4">
                {demoBanner.bullets.map((bullet) => {
                  const path = bulletLinks[bullet];
                  return (
                    <li key={bullet} className="flex items-center gap-3 font-medium text-white">
                      <CircleCheck className="size-5 shrink-0 text-emerald-400" aria-hidden="true" />
                      {path ? (
                        <Link
                          to={path}
                          className="inline-flex items-center gap-1.5 underline decoration-white/40 underline-offset-4 hover:decoration-white"
                        >
                          {bullet}
                          <ArrowRight className="size-4" aria-hidden="true" />
                        </Link>
                      ) : (
                        bullet
                      )}
                    </li>
                  );
                })}
              </ul>
              <p className="mt-6 border-t border-white/10 pt-5 text-sm leading-relaxed text-slate-300">
                {demoBanner.promise}
              </p>
            </div>
          </div>
        </div>
      </Container>
      <DemoRequestModal open={modalOpen} onClose={() => setModalOpen(false)} />
    </section>
  );
}
