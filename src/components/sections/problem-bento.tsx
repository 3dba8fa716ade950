import type { HomeCopy } from "#src/content/pages/home.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { FootnoteRef, SourcesNote, numberNotes } from "#src/components/ui/footnotes.tsx";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { cn } from "#src/lib/cn.ts";

// Five cards on a 3-column grid: the first spans two columns, so both rows fill.
const spans = ["lg:col-span-2", "", "", "", ""];

export function ProblemBento({ problems }: { problems: HomeCopy["problems"] }) {
  const { notes, numberOf } = numberNotes(problems.cards.flatMap((card) => (card.stat ? [card.stat] : [])));
  return (
    <Section
      titleId="problems-title"
      eyebrow={problems.eyebrow}
      title={problems.title}
      description={problems.description}
      muted
    >
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {problems.cards.map((card, index) => {
          const featured = index === 0;
          return (
            <li
              key={card.title}
              className={cardClasses({
                tone: featured ? "dark" : "light",
                elevation: "flat",
                className: cn("flex flex-col", spans[index]),
              })}
            >
              <div className="flex items-start justify-between gap-4">
                <IconBadge icon={card.icon} tone={featured ? "glass" : "soft"} />
                {card.stat && (
                  <span
                    className={cn(
                      "text-4xl font-extrabold tracking-tight",
                      featured ? "text-brand-gradient" : "text-brand-gradient-dark",
                    )}
                  >
                    {card.stat.value}
                    <FootnoteRef
                      figure={card.stat}
                      number={numberOf(card.stat)}
                      notesId="problem-sources"
                      className={featured ? "text-pink-200" : "text-ink-900"}
                    />
                  </span>
                )}
              </div>
              <h3 className={cn("mt-6 text-lg font-bold", featured ? "text-white" : "text-ink-900")}>{card.title}</h3>
              <p className="mt-2 leading-relaxed">{card.description}</p>
            </li>
          );
        })}
      </ul>
      <SourcesNote id="problem-sources" notes={notes} className="mt-10" />
    </Section>
  );
}
