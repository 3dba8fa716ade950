import type { AboutCopy } from "#src/content/pages/about.ts";
import { Eyebrow } from "#src/components/ui/eyebrow.tsx";
import { Container } from "#src/components/ui/container.tsx";

import { IconCards } from "./icon-cards.tsx";

/** About: the mission beside its illustration, then the principles behind it. */
export function Mission({ mission, image, principles }: Pick<AboutCopy, "mission" | "image" | "principles">) {
  return (
    <section aria-labelledby="mission-title" className="py-20 sm:py-28">
      <Container>
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <Eyebrow>{mission.eyebrow}</Eyebrow>
            <h2 id="mission-title" className="mt-4 text-h2 font-bold text-ink-900">
              {mission.title}
            </h2>
            <div className="mt-6 space-y-5 leading-relaxed text-slate-600 sm:text-lg">
              {mission.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-4 -z-10 rounded-[2.5rem] bg-brand-gradient opacity-15 blur-2xl"
            />
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full rounded-3xl shadow-2xl ring-1 shadow-ink-900/15 ring-slate-200"
            />
          </div>
        </div>
        <IconCards items={principles} cols={3} className="mt-16 sm:mt-20" />
      </Container>
    </section>
  );
}
