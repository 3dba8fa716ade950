import type { HomeCopy } from "#src/content/pages/home.ts";
import type { SignalAlertContent } from "#src/content/visuals/schema.ts";
import { LogoMark } from "#src/components/layout/logo.tsx";
import { cardClasses } from "#src/components/ui/card.ts";
import { Icon } from "#src/components/ui/icon.tsx";
import { Eyebrow } from "#src/components/ui/eyebrow.tsx";
import { IconList } from "#src/components/ui/icon-list.tsx";
import { Container } from "#src/components/ui/container.tsx";
import { Badge, ScoreRing } from "#src/components/visuals/kit.tsx";
import { SignalLines } from "#src/components/visuals/signal-lines.tsx";
import { colors } from "#shared/brand.ts";

const INPUT_LINES = [50, 150, 250, 350].map((y) => `M0 ${y} C 70 ${y}, 50 200, 120 200`);
const OUTPUT_LINE = ["M0 200 H80"];
const DOWN_LINE = ["M20 0 V64"];
// The lines across share one gradient in their SVG's own units; a vertical line has a
// zero-width box, which an objectBoundingBox gradient could not paint anyway.
const across = "stroke-[url(#signal-flow)]";
const down = "stroke-pink-400";

/**
 * Four inputs flow into the product, one signal flows out (SignalLines). The inputs and the
 * scored signal are drawn like the signals and alert of the home hero's product screen. Its
 * motion pauses while the section is off screen (data-motion, scripts/offscreen-motion.ts).
 */
export function FraudSignals({
  fraudSignals,
  product,
  signal,
}: {
  fraudSignals: HomeCopy["fraudSignals"];
  /** The product's name, under its logo in the diagram. */
  product: string;
  /** The scored alert the diagram sends, the one the hero's product screen shows. */
  signal: Pick<SignalAlertContent, "score" | "band" | "tone">;
}) {
  return (
    <section
      aria-labelledby="signals-title"
      data-motion=""
      className="relative isolate overflow-hidden bg-ink-900 py-20 sm:py-28"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute top-0 left-1/3 h-80 w-[40rem] rounded-full bg-brand-purple/20 blur-3xl" />
      </div>
      <svg aria-hidden="true" className="absolute size-0">
        <defs>
          <linearGradient id="signal-flow" gradientUnits="userSpaceOnUse" x1="0" x2="120" y1="0" y2="0">
            <stop offset="0" stopColor={colors.brandLight.purple} />
            <stop offset="0.5" stopColor={colors.brandLight.pink} />
            <stop offset="1" stopColor={colors.brandLight.orange} />
          </linearGradient>
        </defs>
      </svg>
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <Eyebrow tone="dark">{fraudSignals.badge}</Eyebrow>
          <h2 id="signals-title" className="mt-4 text-h2 font-bold text-white">
            {fraudSignals.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{fraudSignals.text}</p>
        </div>

        <div className="mt-14 grid items-center gap-10 lg:grid-cols-[1.7fr_1fr]">
          <figure
            aria-label={fraudSignals.diagramLabel}
            className="flex flex-col items-center gap-0 lg:flex-row lg:items-stretch"
          >
            <ul className="grid w-full grid-cols-2 gap-3 lg:w-56 lg:grid-cols-1 lg:gap-4">
              {fraudSignals.inputs.map((input) => (
                <li
                  key={input.title}
                  className="flex items-center gap-3 rounded-xl bg-ink-800 p-3 text-sm font-semibold text-white shadow-lg ring-1 shadow-black/30 ring-white/10 lg:p-4"
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/[0.06] text-pink-200 ring-1 ring-white/10">
                    <Icon icon={input.icon} className="size-5" />
                  </span>
                  {input.title}
                </li>
              ))}
            </ul>

            <SignalLines
              viewBox="0 0 120 400"
              paths={INPUT_LINES}
              direction="across"
              stroke={across}
              className="hidden aspect-[120/400] w-28 lg:block"
            />
            <SignalLines
              viewBox="0 0 40 64"
              paths={DOWN_LINE}
              direction="down"
              stroke={down}
              className="h-16 w-10 lg:hidden"
            />

            <div className="relative flex shrink-0 items-center justify-center self-center">
              <span aria-hidden="true" className="absolute size-28 animate-pulse-ring rounded-full bg-brand-pink/30" />
              <span className="relative flex size-28 flex-col items-center justify-center gap-1 rounded-full bg-ink-800 ring-2 ring-white/15">
                <LogoMark className="size-11" />
                <span className="text-xs font-bold text-white">{product}</span>
              </span>
            </div>

            <SignalLines
              viewBox="0 0 40 64"
              paths={DOWN_LINE}
              direction="down"
              later
              stroke={down}
              className="h-16 w-10 lg:hidden"
            />
            <SignalLines
              viewBox="0 0 80 400"
              paths={OUTPUT_LINE}
              direction="across"
              later
              stroke={across}
              className="hidden aspect-[80/400] w-16 lg:block"
            />

            <div className="w-full max-w-xs self-center rounded-2xl bg-ink-800 p-5 text-white shadow-2xl ring-1 shadow-black/40 ring-white/15 lg:w-48">
              <div aria-hidden="true" className="flex items-center justify-between gap-3">
                <ScoreRing score={signal.score} tone={signal.tone} />
                <Badge tone={signal.tone}>{signal.band}</Badge>
              </div>
              <p className="mt-4 font-bold">{fraudSignals.output.title}</p>
              <p className="mt-1 text-sm text-slate-300">{fraudSignals.output.description}</p>
            </div>
          </figure>

          <div className={cardClasses({ elevation: "high" })}>
            <h3 className="text-lg font-bold text-ink-900">{fraudSignals.typesTitle}</h3>
            <IconList items={fraudSignals.inputs} className="mt-5" />
          </div>
        </div>
      </Container>
    </section>
  );
}
