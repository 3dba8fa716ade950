import { useId } from "react";

import { interfaceText } from "#src/content/interface.ts";
import { Container } from "#src/components/ui/container.tsx";
import { calendarDate } from "#src/lib/calendar-date.ts";
import type { NumberedSection } from "#src/lib/markdown/numbered-sections.ts";

import { PageHero } from "./page-hero.tsx";

/**
 * Terms and Privacy: hero, a table of contents, then the document, whose Markdown (children)
 * the `.legal-text` styles in app.css draw.
 */
export function LegalPage({
  title,
  updated,
  ordinalDay,
  sections,
  children,
}: {
  title: string;
  updated: Date;
  ordinalDay: boolean;
  sections: readonly NumberedSection[];
  children: React.ReactNode;
}) {
  const tocId = useId();
  const labels = interfaceText.legal;
  const date = calendarDate(updated, { ordinalDay });
  return (
    <>
      <PageHero
        eyebrow={labels.eyebrow}
        title={title}
        description={
          <p>
            {labels.lastUpdated} <time dateTime={date.iso}>{date.label}</time>
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
              {sections.map((section) => (
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

          <article className="legal-text max-w-3xl min-w-0">{children}</article>
        </Container>
      </div>
    </>
  );
}
