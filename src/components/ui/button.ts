import { cn } from "#src/lib/cn.ts";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-offset-4";

const variants = {
  primary: "bg-brand-gradient text-white shadow-lg shadow-brand-pink/20 hover:brightness-110",
  dark: "bg-ink-900 text-white hover:bg-ink-700",
  light: "bg-white text-ink-900 hover:bg-slate-100",
  outline: "border border-slate-300 bg-white text-ink-900 hover:border-ink-900",
  ghost: "border border-white/25 bg-white/5 text-white hover:bg-white/15",
} as const;

const sizes = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-sm",
  // Full-width on phones, where a long label needs the room more than the padding does.
  lg: "px-4 py-3.5 text-base sm:px-7",
} as const;

export type ButtonVariant = keyof typeof variants;

/** Button styling shared by <button> and <a>, so every call to action looks alike. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: keyof typeof sizes; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}
