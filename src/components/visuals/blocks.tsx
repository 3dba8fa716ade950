import type { VisualAlert, VisualBlock, VisualCell, VisualColumn } from "#src/content/visuals/schema.ts";
import { cn } from "#src/lib/cn.ts";

import { Badge, Meter, ScoreRing, Sparkline, labelClass, tones } from "./kit.tsx";

type BlockOf<Kind extends VisualBlock["kind"]> = Extract<VisualBlock, { kind: Kind }>;

/** Rows past this many are left out of the compact version phones see. */
const COMPACT_ROWS = 3;
const compactHidden = (index: number) => index >= COMPACT_ROWS && "max-md:hidden";
/** Secondary columns show where the screen is wide: stacked under the copy (768-1023 px) and from 1280 px. */
const secondaryHidden = "max-md:hidden lg:max-xl:hidden";

export function StatsBlock({ items }: BlockOf<"stats">) {
  return (
    <div className="grid grid-cols-3 divide-x divide-white/5 border-b border-white/5 max-sm:hidden">
      {items.map((item) => (
        <div key={item.label} className="min-w-0 px-4 py-3">
          <div className={cn(labelClass, "truncate")}>{item.label}</div>
          <div className="mt-1 truncate text-base font-semibold tracking-tight text-white">{item.value}</div>
          <div className={cn("truncate text-[11px]", tones[item.tone].text)}>{item.note}</div>
        </div>
      ))}
    </div>
  );
}

export function TabsBlock({ items }: BlockOf<"tabs">) {
  return (
    <div className="flex gap-1.5 overflow-hidden border-b border-white/5 px-4 py-2.5 whitespace-nowrap max-md:hidden">
      {items.map((item, index) => (
        <span
          key={item.label}
          className={cn(
            "rounded-md px-2.5 py-1 font-medium",
            index === 0 ? "bg-white/10 text-white ring-1 ring-white/15" : "text-slate-400",
          )}
        >
          {item.label}
          <span className={cn("ml-1.5", index === 0 ? "text-pink-200" : "text-slate-400")}>{item.count}</span>
        </span>
      ))}
    </div>
  );
}

/** Columns of badges, meters, trends and figures take what they need; text columns share the rest. */
function track(column: VisualColumn, cell: VisualCell | undefined, index: number) {
  if (index === 0) return "minmax(0,1.4fr)";
  const text = typeof cell === "string" || (cell !== undefined && "sub" in cell);
  // A figure's column is wider than its figures in either face, so it does not move when Inter
  // replaces the fallback face it was first laid out in.
  if (column.align === "end") return "minmax(4.5rem,auto)";
  return text ? "minmax(0,1fr)" : "auto";
}

function Cell({ cell }: { cell: VisualCell }) {
  if (typeof cell === "string") return <span className="line-clamp-2 leading-snug">{cell}</span>;
  if ("badge" in cell) return <Badge tone={cell.tone}>{cell.badge}</Badge>;
  if ("meter" in cell)
    return (
      <span className="flex items-center gap-2">
        <Meter value={cell.meter} tone={cell.tone} className="w-12" />
        <span className="font-semibold text-slate-100">{cell.text}</span>
      </span>
    );
  if ("trend" in cell)
    return (
      <span className="flex items-center gap-2">
        <Sparkline values={cell.trend} tone={cell.tone} />
        <span className="w-10 text-[11px] text-slate-400">{cell.text}</span>
      </span>
    );
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium text-slate-100">{cell.text}</span>
      <span className="block truncate text-[11px] text-slate-400">{cell.sub}</span>
    </span>
  );
}

export function TableBlock({ columns, rows }: BlockOf<"table">) {
  const first = rows[0] ?? [];
  const tracks = columns.map((column, index) => track(column, first[index], index));
  const style = {
    "--cols": tracks.join(" "),
    "--cols-compact": tracks.filter((_, index) => !columns[index]?.secondary).join(" "),
  } as React.CSSProperties;
  const cellClass = (index: number) =>
    cn("flex items-center px-3 first:pl-4 last:pr-4", columns[index]?.align === "end" && "justify-end text-right");
  return (
    <div
      className="grid grid-cols-(--cols-compact) md:grid-cols-(--cols) lg:max-xl:grid-cols-(--cols-compact)"
      style={style}
    >
      {columns.map((column, index) => (
        <div
          key={column.label}
          className={cn(cellClass(index), labelClass, "py-2", column.secondary && secondaryHidden)}
        >
          {column.label}
        </div>
      ))}
      {rows.map((row, rowIndex) =>
        row.map((cell, index) => (
          <div
            key={`${rowIndex}-${index}`}
            className={cn(
              cellClass(index),
              "min-w-0 border-t border-white/5 py-2.5",
              columns[index]?.secondary && secondaryHidden,
              compactHidden(rowIndex),
            )}
          >
            <Cell cell={cell} />
          </div>
        )),
      )}
    </div>
  );
}

export function FeedBlock({ items }: { items: readonly VisualAlert[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn("flex gap-3 border-t border-white/5 px-4 py-3 first:border-t-0", compactHidden(index))}
        >
          <span className={cn("w-0.5 shrink-0 self-stretch rounded-full", tones[item.tone].fill)} />
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2">
              <span className="truncate font-semibold text-slate-100">{item.title}</span>
              <span className="ml-auto shrink-0 text-[11px] text-slate-400">{item.meta}</span>
            </span>
            <span className="mt-1 flex items-start justify-between gap-3">
              <span className="leading-snug text-slate-400">{item.detail}</span>
              {item.tag && <Badge tone={item.tone}>{item.tag}</Badge>}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ScoreBlock({
  entity,
  reference,
  score,
  band,
  previous,
  tone,
  factorsLabel,
  pointsLabel,
  factors,
  outcome,
}: BlockOf<"score">) {
  const largest = Math.max(...factors.map((factor) => Math.abs(factor.points)));
  return (
    <div className="p-4">
      <div className="flex items-center gap-4">
        <ScoreRing score={score} tone={tone} className="size-16" />
        <div className="min-w-0">
          <div className="truncate text-sm font-semibold text-white">{entity}</div>
          <div className="truncate text-[11px] text-slate-400">{reference}</div>
          <div className="mt-1.5 flex items-center gap-2">
            <Badge tone={tone}>{band}</Badge>
            <span className="truncate text-[11px] text-slate-400">{previous}</span>
          </div>
        </div>
      </div>
      <div className={cn(labelClass, "mt-5 flex justify-between")}>
        <span>{factorsLabel}</span>
        <span>{pointsLabel}</span>
      </div>
      <ul className="mt-1">
        {factors.map((factor, index) => {
          const adds = factor.points > 0;
          return (
            <li
              key={factor.code}
              className={cn(
                "grid grid-cols-[3.5rem_minmax(0,1fr)_2rem] items-center gap-x-3 border-t border-white/5 py-2 first:border-t-0",
                compactHidden(index),
              )}
            >
              <span className="rounded bg-white/5 px-1.5 py-0.5 text-center text-[10px] font-semibold text-slate-300">
                {factor.code}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-slate-200">{factor.label}</span>
                <Meter
                  value={(Math.abs(factor.points) / largest) * 100}
                  tone={adds ? tone : "low"}
                  className="mt-1.5 h-1"
                />
              </span>
              <span className={cn("text-right font-semibold", adds ? tones[tone].text : tones.low.text)}>
                {adds ? "+" : ""}
                {factor.points}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 rounded-lg bg-white/5 px-3 py-2 text-slate-300 max-md:hidden">{outcome}</div>
    </div>
  );
}

export function CalendarBlock({ month, offset, days, today, weekdays, deadlines }: BlockOf<"calendar">) {
  const marked = new Map(deadlines.map((deadline) => [deadline.day, deadline.tone]));
  return (
    <div className="grid gap-5 border-b border-white/5 p-4 md:grid-cols-[auto_minmax(0,1fr)]">
      <div className="max-md:hidden">
        <div className="text-[13px] font-semibold text-white">{month}</div>
        <div className="mt-3 grid grid-cols-7 gap-1 text-center text-[11px]">
          {weekdays.map((day, index) => (
            <span key={index} className="pb-1 text-[10px] font-semibold text-slate-400">
              {day}
            </span>
          ))}
          {Array.from({ length: offset }, (_, index) => (
            <span key={`blank-${index}`} />
          ))}
          {Array.from({ length: days }, (_, index) => {
            const day = index + 1;
            const tone = marked.get(day);
            return (
              <span
                key={day}
                className={cn(
                  "flex size-6 items-center justify-center rounded-md",
                  day === today
                    ? "bg-white font-bold text-ink-900"
                    : tone
                      ? cn("font-semibold ring-1 ring-inset", tones[tone].badge)
                      : "text-slate-400",
                )}
              >
                {day}
              </span>
            );
          })}
        </div>
      </div>
      <ul className="min-w-0 space-y-2">
        {deadlines.map((deadline) => (
          <li
            key={deadline.title}
            className="flex items-center gap-3 rounded-lg bg-white/[0.03] p-2.5 ring-1 ring-white/5"
          >
            <span className="w-11 shrink-0 text-center">
              <span className="block text-[15px] leading-none font-bold text-white">{deadline.day}</span>
              <span className="text-[10px] font-semibold text-slate-400 uppercase">{deadline.date.split(" ")[1]}</span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-slate-100">{deadline.title}</span>
              <span className="block truncate text-[11px] text-slate-400">{deadline.detail}</span>
            </span>
            <Badge tone={deadline.tone}>{deadline.status}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

const stepMarker = {
  done: "bg-emerald-400 ring-4 ring-emerald-400/20",
  now: "bg-pink-400 ring-4 ring-pink-400/25",
  next: "bg-ink-800 ring-2 ring-slate-400",
};

export function TimelineBlock({ steps }: BlockOf<"timeline">) {
  return (
    <ol className="p-5">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            "relative flex gap-4 pb-5 last:pb-0",
            compactHidden(index),
            index === COMPACT_ROWS - 1 && "max-md:pb-0",
          )}
        >
          {index < steps.length - 1 && (
            <span
              className={cn(
                "absolute top-4 bottom-0 left-[5px] w-px bg-white/10",
                index === COMPACT_ROWS - 1 && "max-md:hidden",
              )}
            />
          )}
          <span className={cn("relative mt-1 size-[11px] shrink-0 rounded-full", stepMarker[step.state])} />
          <span className="min-w-0">
            <span className="block text-[11px] text-slate-400">{step.time}</span>
            <span
              className={cn("mt-0.5 block font-semibold", step.state === "next" ? "text-slate-300" : "text-slate-100")}
            >
              {step.title}
            </span>
            <span className="mt-0.5 block leading-snug text-slate-400">{step.detail}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
