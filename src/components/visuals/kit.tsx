import { LogoMark } from "#src/components/layout/logo.tsx";
import type { VisualTone } from "#src/content/visuals/schema.ts";
import { cn } from "#src/lib/cn.ts";

// The primitives every product picture is drawn with: a dark screen with the product's header,
// badges, meters, trend lines and a score ring. Text on the screen keeps 4.5:1 contrast
// although the pictures are decorative, so nobody has to squint at them.

/** Text, badge, fill and stroke colours of a tone on the screen's dark surface. */
export const tones: Record<VisualTone, { text: string; badge: string; fill: string }> = {
  critical: { text: "text-rose-300", badge: "bg-rose-500/15 text-rose-200 ring-rose-400/30", fill: "bg-rose-400" },
  high: {
    text: "text-orange-300",
    badge: "bg-orange-500/15 text-orange-200 ring-orange-400/30",
    fill: "bg-orange-400",
  },
  medium: { text: "text-amber-200", badge: "bg-amber-400/10 text-amber-200 ring-amber-300/30", fill: "bg-amber-300" },
  low: {
    text: "text-emerald-300",
    badge: "bg-emerald-500/15 text-emerald-200 ring-emerald-400/30",
    fill: "bg-emerald-400",
  },
  neutral: { text: "text-slate-300", badge: "bg-white/5 text-slate-200 ring-white/15", fill: "bg-violet-400" },
};

/** Small uppercase column and field labels. */
export const labelClass = "text-[10px] font-semibold tracking-wider text-slate-400 uppercase";

/** The brand-coloured light behind a screen, which lifts it off the dark hero. */
export function Backlight() {
  return <div className="absolute -inset-x-4 -inset-y-6 -z-10 rounded-[3rem] bg-brand-gradient opacity-20 blur-3xl" />;
}

/** A product window: the mark, the module and view it shows, a status, then its content. */
export function Screen({
  module,
  view,
  status,
  children,
  className,
}: {
  module: string;
  view: string;
  status: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-2xl bg-ink-800 pb-2 text-xs text-slate-300 shadow-2xl ring-1 shadow-black/40 ring-white/10",
        className,
      )}
    >
      <div className="flex items-center gap-2 border-b border-white/10 bg-white/[0.03] px-4 py-3">
        <LogoMark className="size-5 shrink-0" />
        <span className="truncate font-semibold text-white">{module}</span>
        <span className="truncate text-slate-400 max-sm:hidden lg:max-xl:hidden">/ {view}</span>
        <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 text-[11px] font-medium text-emerald-300">
          <span className="size-1.5 rounded-full bg-emerald-400" />
          {status}
        </span>
      </div>
      {children}
    </div>
  );
}

export function Badge({ tone, children }: { tone: VisualTone; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[tone].badge,
      )}
    >
      {children}
    </span>
  );
}

/** A 0-100 bar. */
export function Meter({ value, tone, className }: { value: number; tone: VisualTone; className?: string }) {
  return (
    <span className={cn("block h-1.5 overflow-hidden rounded-full bg-white/10", className)}>
      <span className={cn("block h-full rounded-full", tones[tone].fill)} style={{ width: `${value}%` }} />
    </span>
  );
}

/** A line through the values, scaled to fill the box. */
export function Sparkline({ values, tone }: { values: readonly number[]; tone: VisualTone }) {
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const points = values
    .map(
      (value, index) =>
        `${((index * 56) / (values.length - 1) + 2).toFixed(1)},${(18 - ((value - min) / span) * 16).toFixed(1)}`,
    )
    .join(" ");
  return (
    <svg viewBox="0 0 60 20" className={cn("h-5 w-14 shrink-0", tones[tone].text)}>
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** A score out of 100 as a ring, the figure in its middle. */
export function ScoreRing({ score, tone, className }: { score: number; tone: VisualTone; className?: string }) {
  return (
    <span className={cn("relative flex size-14 shrink-0 items-center justify-center", className)}>
      <svg viewBox="0 0 36 36" className={cn("absolute inset-0 -rotate-90", tones[tone].text)}>
        <circle cx="18" cy="18" r="15.5" fill="none" stroke="currentColor" strokeOpacity="0.15" strokeWidth="3" />
        <circle
          cx="18"
          cy="18"
          r="15.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          pathLength="100"
          strokeDasharray={`${score} 100`}
        />
      </svg>
      <span className="text-lg font-bold text-white">{score}</span>
    </span>
  );
}

/** A notification over the screen's lower-left corner, where wide screens have room for it. */
export function Callout({ title, detail, tone }: { title: string; detail: string; tone: VisualTone }) {
  return (
    <div className="absolute top-[calc(100%-0.5rem)] -left-8 hidden w-72 items-start gap-3 rounded-xl bg-white p-3.5 shadow-xl ring-1 shadow-black/30 ring-slate-200 lg:flex">
      <span className={cn("mt-1 size-2.5 shrink-0 rounded-full", tones[tone].fill)} />
      <span className="min-w-0">
        <span className="block text-[13px] leading-snug font-semibold text-ink-900">{title}</span>
        <span className="mt-0.5 block text-xs text-slate-600">{detail}</span>
      </span>
    </div>
  );
}
