import { useId } from "react";

import { interfaceText } from "#src/content/interface.ts";
import { Container } from "#src/components/ui/container.tsx";
import { calendarDate } from "#src/lib/calendar-date.ts";
import type { NumberedSection } from "#src/lib/markdown/numbered-sections.ts";

import { PageHero } from "./page-hero.tsx";

/**
 * Terms and Privacy: hero, a table of contents, then the document, whose Markdown (children)
 * the `.legal-text` styles in app.css draw, and its version history when it has one.
 */
export function LegalPage({
  title,
  updated,
  ordinalDay,
  sections,
  history,
  children,
}: {
  title: string;
  updated: Date;
  ordinalDay: boolean;
  sections: readonly NumberedSection[];
  /** The document's versions, oldest first, listed after it. */
  history?: readonly { date: Date; change: string }[] | undefined;
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

          <div className="max-w-3xl min-w-0">
            <article className="legal-text">{children}</article>
            {history && <VersionHistory title={labels.versionHistory} versions={history} ordinalDay={ordinalDay} />}
          </div>
        </Container>
      </div>
    </>
  );
}

/** Each version's date and what it changed, newest first. */
function VersionHistory({
  title,
  versions,
  ordinalDay,
}: {
  title: string;
  versions: readonly { date: Date; change: string }[];
  ordinalDay: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-14 border-t border-slate-200 pt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-900">
        {title}
      </h2>
      <ol className="mt-6 grid gap-5">
        {[...versions].reverse().map((version) => {
          const date = calendarDate(version.date, { ordinalDay });
          return (
            <li key={date.iso} className="grid gap-1 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
              <time dateTime={date.iso} className="font-semibold text-ink-900">
                {date.label}
              </time>
              <p className="leading-relaxed text-slate-600">{version.change}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
