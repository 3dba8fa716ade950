import { ArrowDown, ShieldCheck } from "lucide-react";

import type { HomeCopy } from "#src/content/pages/home.ts";
import { TrailingIcon } from "#src/components/ui/arrow-link.tsx";
import { buttonClasses } from "#src/components/ui/button.ts";
import { Eyebrow } from "#src/components/ui/eyebrow.tsx";
import { FootnoteRef, SourcesNote, numberNotes } from "#src/components/ui/footnotes.tsx";
import { ScheduleDemoLink } from "#src/components/ui/external-cta.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { filledGrid, filledRows } from "#src/components/ui/filled-rows.ts";
import { cn } from "#src/lib/cn.ts";

import { DarkBackdrop } from "./dark-backdrop.tsx";
import { firstScreen } from "#src/lib/first-screen.ts";

/** The home page's opening: the claim, the calls to action, a picture of the product and the headline figures. */
export function HomeHero({ hero, visual }: { hero: HomeCopy["hero"]; visual?: React.ReactNode }) {
  const statSpans = filledRows(hero.stats.length, { sm: 3, lg: 4 });
  const { notes, numberOf } = numberNotes(hero.stats.flatMap((stat) => [stat.figure, ...(stat.cites ?? [])]));
  return (
    <section
      {...firstScreen}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-ink-900 pt-32 pb-20 sm:pt-40 sm:pb-28"
    >
      <DarkBackdrop />
      <Container className="relative">
        <div className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] xl:gap-16">
          <div className="mx-auto max-w-4xl text-center lg:mx-0 lg:text-left">
            <Eyebrow tone="dark" icon={ShieldCheck}>
              {hero.badge}
            </Eyebrow>
            <h1 id="hero-title" className="mt-6 text-display font-extrabold text-white">
              {hero.title}
            </h1>
            <p className="mt-6 text-brand-gradient text-xl font-semibold text-balance sm:text-2xl">
              {hero.taglines[0]}
            </p>
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-300 lg:mx-0">{hero.description}</p>
            <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
              <ScheduleDemoLink />
              <a href="#report" className={buttonClasses({ variant: "ghost", size: "lg" })}>
                <TrailingIcon text={hero.reportButton} icon={ArrowDown} />
              </a>
            </div>
            <p className="mt-6 text-sm font-medium text-slate-400">{hero.taglines[1]}</p>
          </div>
          {visual}
        </div>

        <dl className={cn(filledGrid, "mx-auto mt-16 max-w-5xl gap-4 lg:max-w-none")}>
          {hero.stats.map((stat, index) => (
            <div
              key={stat.label}
              className={cn(
                "rounded-2xl border border-white/10 bg-white/[0.04] p-6 text-center backdrop-blur-sm",
                statSpans[index],
              )}
            >
              <dt className="sr-only">{stat.label}</dt>
              <dd>
                <span className="block text-4xl font-extrabold tracking-tight text-white">
                  {stat.value}
                  <FootnoteRef figure={stat.figure} number={numberOf(stat.figure)} notesId="hero-sources" />
                </span>
                <span className="mt-2 block font-semibold text-slate-200">{stat.label}</span>
                <span className="mt-1 block text-sm text-slate-400">{stat.sublabel}</span>
              </dd>
            </div>
          ))}
        </dl>
        <SourcesNote id="hero-sources" notes={notes} tone="dark" headingLevel={2} className="mx-auto mt-8 max-w-5xl" />
      </Container>
    </section>
  );
}
