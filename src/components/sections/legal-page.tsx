import { useId } from "react";

import { interfaceText } from "#src/content/interface.ts";
import type { LegalDocument } from "#src/content/types.ts";
import { Container } from "#src/components/ui/container.tsx";
import { Prose } from "#src/components/ui/prose.tsx";

import { PageHero } from "./page-hero.tsx";

/** Terms and Privacy: hero, a table of contents, then the numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const tocId = useId();
  const labels = interfaceText.legal;
  return (
    <>
      <PageHero
        eyebrow={labels.eyebrow}
        title={document.title}
        description={
          <p>
            {labels.lastUpdated} <time dateTime={document.lastUpdated.iso}>{document.lastUpdated.label}</time>
          </p>
        }
      />
      <div className="py-16 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby={tocId}
            className="self-start rounded-3xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
          >
            <h2 id={tocId} className="text-sm font-semibold text-ink-900">
              {labels.contents}
            </h2>
            <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm marker:font-medium marker:text-slate-400 sm:columns-2 sm:gap-8 lg:columns-1">
              {document.sections.map((section) => (
                <li key={section.id} className="break-inside-avoid pl-1">
                  <a
                    href={`#${section.id}`}
                    className="block rounded-md py-1 text-slate-600 transition-colors hover:text-brand-purple"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <article className="max-w-3xl min-w-0">
            <Prose blocks={document.intro} className="text-slate-600 sm:text-lg" />
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="mt-12 border-t border-slate-200 pt-10"
              >
                <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-ink-900">
                  {index + 1}. {section.title}
                </h2>
                <Prose blocks={section.blocks} className="mt-5" />
              </section>
            ))}
          </article>
        </Container>
      </div>
    </>
  );
}
