import { home } from "#app/content/home.ts";
import { FootnoteRef, SourcesNote, numberNotes } from "#app/components/ui/footnotes.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container, SectionHeading } from "#app/components/ui/section-heading.tsx";
import { cn } from "#app/lib/cn.ts";

// Five cards on a 3-column grid: the first spans two columns, so both rows fill.
const spans = ["lg:col-span-2", "", "", "", "sm:col-span-2 lg:col-span-1"];

export function ProblemBento() {
  const { problems } = home;
  const { notes, numberOf } = numberNotes(problems.cards.flatMap((card) => ("stat" in card ? [card.stat] : [])));
  return (
    <section aria-labelledby="problems-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading
          id="problems-title"
          eyebrow={problems.eyebrow}
          title={problems.title}
          description={problems.description}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {problems.cards.map((card, index) => {
            const featured = index === 0;
            return (
              <li
                key={card.title}
                className={cn(
                  "flex flex-col rounded-3xl p-7 ring-1",
                  featured ? "bg-ink-900 text-slate-300 ring-ink-900" : "bg-white ring-slate-200",
                  spans[index],
                )}
              >
                <div className="flex items-start justify-between gap-4">
                  <span
                    className={cn(
                      "flex size-11 items-center justify-center rounded-xl",
                      featured ? "bg-white/10 text-pink-300" : "bg-pink-50 text-brand-pink",
                    )}
                  >
                    <Icon icon={card.icon} className="size-5" />
                  </span>
                  {"stat" in card && card.stat && (
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
      </Container>
    </section>
  );
}
