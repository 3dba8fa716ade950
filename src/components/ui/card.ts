import { cn } from "#src/lib/cn.ts";

const sizes = {
  /** A card in a grid of cards. */
  card: "rounded-3xl p-7",
  /** A smaller tile in a list. */
  tile: "rounded-2xl p-5",
  /** A compact tile in a dense grid. */
  chip: "rounded-2xl p-3 lg:p-4",
} as const;

const tones = {
  light: "bg-white ring-1 ring-slate-200",
  dark: "bg-ink-900 text-slate-300 ring-1 ring-ink-900",
  /** On a dark background. */
  glass: "bg-white/5 text-white ring-1 ring-white/10",
} as const;

const elevations = {
  flat: "",
  low: "shadow-sm",
  high: "shadow-2xl shadow-ink-900/10",
} as const;

/** Card styling shared by every card and tile, so the site's cards look alike. */
export function cardClasses({
  size = "card",
  tone = "light",
  elevation = size === "card" && tone === "light" ? "low" : "flat",
  hover = false,
  className,
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  elevation?: keyof typeof elevations;
  hover?: boolean;
  className?: string;
} = {}) {
  return cn(
    sizes[size],
    tones[tone],
    elevations[elevation],
    hover && "transition-shadow hover:shadow-xl hover:shadow-brand-purple/10",
    className,
  );
}
