import type { HomeCopy } from "#src/content/pages/home.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { FootnoteRef, SourcesNote, numberNotes } from "#src/components/ui/footnotes.tsx";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { Section } from "#src/components/ui/section-heading.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

export function ProblemBento({ problems }: { problems: HomeCopy["problems"] }) {
  // On three columns the first card takes two columns' share of its row, and the rows fill.
  const spans = filledRows(problems.cards.length, { sm: 2, lg: 3 }, { lg: 2 });
  const { notes, numberOf } = numberNotes(problems.cards.flatMap((card) => (card.stat ? [card.stat] : [])));
  return (
    <Section
      titleId="problems-title"
      eyebrow={problems.eyebrow}
      title={problems.title}
      description={problems.description}
      muted
    >
      <ul className={cn(filledGrid, "mt-14 gap-5")}>
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
