import { CircleCheck } from "lucide-react";

import type { Point } from "#src/content/types.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { cn } from "#src/lib/cn.ts";

/** Titled points with a check mark: "why choose" reasons and benefits. */
export function PointList({ points, className }: { points: readonly Point[]; className?: string }) {
  return (
    <ul className={cn("space-y-4", className)}>
      {points.map((point) => (
        <li key={point.title} className={cardClasses({ size: "tile", className: "flex gap-4" })}>
          <IconBadge icon={CircleCheck} tone="success" round />
          <div>
            <h3 className="font-bold text-ink-900">{point.title}</h3>
            <p className="mt-1 leading-relaxed text-slate-600">{point.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
