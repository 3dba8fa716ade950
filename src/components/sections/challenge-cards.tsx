import type { DetailPages } from "#src/content/detail-pages.ts";
import type { Industry } from "#src/content/industries.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { FootnoteRef, SourcesNote, numberNotes } from "#src/components/ui/footnotes.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";

/** An industry's challenges, each led by the statistic that shows its scale, in rows of up to two that they fill. */
export function ChallengeCards({
  challenges,
  copy,
}: {
  challenges: Industry["challenges"];
  copy: DetailPages["industry"]["challenges"];
}) {
  const spans = filledRows(challenges.length, { md: 2 });
  const { notes, numberOf } = numberNotes(challenges.map((challenge) => challenge.stat.figure));
  return (
    <Section titleId="challenges-title" muted {...copy}>
      <ul className={`${filledGrid} mt-14 gap-6`}>
        {challenges.map((challenge, index) => (
          <li key={challenge.title} className={cardClasses({ className: `flex flex-col sm:p-8 ${spans[index]}` })}>
            <p className="flex flex-col gap-1 border-b border-slate-100 pb-5">
              <span className="text-brand-gradient-dark text-3xl font-extrabold tracking-tight sm:text-4xl">
                {challenge.stat.value}
                <FootnoteRef
                  figure={challenge.stat.figure}
                  number={numberOf(challenge.stat.figure)}
                  notesId="challenge-sources"
                  className="text-ink-900"
                />
              </span>
              <span className="text-sm font-medium text-slate-500">{challenge.stat.label}</span>
            </p>
            <h3 className="mt-5 text-lg font-bold text-ink-900">{challenge.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{challenge.description}</p>
          </li>
        ))}
      </ul>
      <SourcesNote id="challenge-sources" notes={notes} className="mt-10" />
    </Section>
  );
}
