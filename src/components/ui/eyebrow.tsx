import type { LucideIcon } from "lucide-react";

import { cn } from "#src/lib/cn.ts";

const tones = {
  light: "bg-pink-50 text-pink-700 ring-pink-200",
  dark: "bg-white/10 text-pink-200 ring-white/15",
} as const;

export type EyebrowTone = keyof typeof tones;

/**
 * The one label style above a heading: a pill led by a dot, or by the page's icon. Its words
 * keep the case they are written in (the spec quotes some of them, 'Real-Time Intelligence').
 */
export function Eyebrow({
  tone = "light",
  icon: Glyph,
  className,
  children,
}: {
  tone?: EyebrowTone;
  icon?: LucideIcon;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {Glyph ? (
        <Glyph aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      )}
      {children}
    </p>
  );
}
