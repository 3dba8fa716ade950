import { type Figure, sourceOf } from "#src/content/figures.ts";
import type { Source } from "#src/content/sources.ts";
import { contentValuesInUse } from "#src/content/values.ts";
import { cn } from "#src/lib/cn.ts";

import { ExternalLink } from "./external-link.tsx";

interface Note {
  number: number;
  /** The periods of the figures citing this note, in order. */
  periods: string[];
  source?: Source;
  basis?: string;
}

/** Numbers a section's figures: figures from one document share a note; each company claim has its own. */
export function numberNotes(cited: readonly Figure[]) {
  const { sources } = contentValuesInUse();
  const notes: Note[] = [];
  const byKey = new Map<string, Note>();
  for (const figure of cited) {
    const source = sourceOf(figure, sources);
    const key = source ? source.url : figure.value;
    let note = byKey.get(key);
    if (!note) {
      note = {
        number: notes.length + 1,
        periods: [],
        source,
        basis: "company" in figure.attribution ? figure.attribution.company : undefined,
      };
      byKey.set(key, note);
      notes.push(note);
    }
    if (!note.periods.includes(figure.period)) note.periods.push(figure.period);
  }
  return {
    notes,
    numberOf: (figure: Figure) => byKey.get(sourceOf(figure, sources)?.url ?? figure.value)?.number ?? 0,
  };
}

/** A figure's id in the table, found by value, which no two figures share (figures.test.ts). */
function idOf(figure: Figure): string | undefined {
  return Object.entries(contentValuesInUse().figures).find(([, entry]) => entry.value === figure.value)?.[0];
}

/** The superscript number after a figure, linking to its note. */
export function FootnoteRef({
  figure,
  number,
  notesId,
  className,
}: {
  figure: Figure;
  number: number;
  notesId: string;
  className?: string;
}) {
  return (
    <sup className={cn("ml-0.5 align-super text-[0.6em] font-semibold", className)}>
      <a
        href={`#${notesId}-${number}`}
        data-figure={idOf(figure)}
        aria-label={`${contentValuesInUse().sourceNotes.noteLabel} ${number}`}
        className="inline-block min-w-6 rounded px-1 text-center leading-none underline decoration-1 underline-offset-2"
      >
        {number}
      </a>
    </sup>
  );
}

/**
 * The numbered sources under a section: period, document, publisher and date, linked. Its
 * heading is one level below the section's: h2 under the page's h1 in a hero, h3 elsewhere.
 */
export function SourcesNote({
  id,
  notes,
  tone = "light",
  headingLevel = 3,
  className,
}: {
  id: string;
  notes: readonly Note[];
  tone?: "light" | "dark";
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { sourceNotes } = contentValuesInUse();
  const dark = tone === "dark";
  const Heading = `h${headingLevel}` as const;
  return (
    <aside aria-labelledby={`${id}-title`} className={cn("text-sm leading-relaxed", className)}>
      <Heading id={`${id}-title`} className={cn("font-semibold", dark ? "text-slate-200" : "text-ink-900")}>
        {sourceNotes.title}
      </Heading>
      <ol className={cn("mt-2 space-y-1.5 break-words", dark ? "text-slate-400" : "text-slate-600")}>
        {notes.map((note) => (
          <li key={note.number} id={`${id}-${note.number}`} className="flex scroll-mt-28 gap-2">
            <span aria-hidden="true" className="shrink-0 font-semibold tabular-nums">
              {note.number}.
            </span>
            <span className="min-w-0">
              {note.periods.join("; ")}.{" "}
              {note.source ? (
                <>
                  <ExternalLink
                    href={note.source.url}
                    className={cn(
                      "underline decoration-1 underline-offset-2",
                      dark ? "text-slate-200 hover:text-white" : "text-ink-900 hover:text-brand-purple",
                    )}
                  >
                    {note.source.publisher}, {note.source.title}
                  </ExternalLink>
                  , {note.source.dateLabel}
                  {note.source.reportedBy && `, ${sourceNotes.reportedBy} ${note.source.reportedBy}`}.
                </>
              ) : (
                `${note.basis}.`
              )}
            </span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
