import { CircleCheck } from "lucide-react";
import type { Point } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";

/** Titled points with a check mark: "why choose" reasons and benefits. */
export function PointList({ points, className }: { points: readonly Point[]; className?: string }) {
  return (
    <ul className={cn("space-y-4", className)}>
      {points.map((point) => (
        <li key={point.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
            <Icon icon={CircleCheck} className="size-5" />
          </span>
          <div>
            <h3 className="font-bold text-ink-900">{point.title}</h3>
            <p className="mt-1 leading-relaxed text-slate-600">{point.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
