import type { HomeVisualContent, SignalAlertContent } from "#src/content/visuals/schema.ts";
import { Icon } from "#src/components/ui/icon.tsx";
import { cn } from "#src/lib/cn.ts";

import { FeedBlock } from "./blocks.tsx";
import { Backlight, Badge, ScoreRing, Screen, labelClass } from "./kit.tsx";

/** The scored alert at the top of the queue, with the four signals behind its score. */
export function SignalAlert({ alert }: { alert: SignalAlertContent }) {
  return (
    <div className="border-b border-white/10 p-4">
      <div className="flex items-center gap-4">
        <ScoreRing score={alert.score} tone={alert.tone} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <Badge tone={alert.tone}>{alert.band}</Badge>
            <span className="truncate text-[11px] text-slate-400">{alert.latency}</span>
          </div>
          <div className="mt-1.5 truncate text-sm font-semibold text-white">{alert.title}</div>
          <div className="truncate text-[11px] text-slate-400">{alert.subject}</div>
        </div>
      </div>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {alert.signals.map((signal, index) => (
          <li
            key={signal.source}
            className={cn("rounded-lg bg-white/[0.04] p-2.5 ring-1 ring-white/10", index > 1 && "max-md:hidden")}
          >
            <span className="flex items-center gap-1.5 text-[11px] font-semibold text-pink-200">
              <Icon icon={signal.icon} className="size-3.5" />
              {signal.source}
            </span>
            <span className="mt-1 block leading-snug text-slate-300">{signal.text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex gap-2 max-sm:hidden">
        {alert.actions.map((action, index) => (
          <span
            key={action}
            className={cn(
              "rounded-md px-3 py-1.5 font-semibold",
              index === 0 ? "bg-brand-purple text-white" : "text-slate-200 ring-1 ring-white/15",
            )}
          >
            {action}
          </span>
        ))}
      </div>
    </div>
  );
}

/** The home hero's screen: the alert queue of the post-onboarding monitor. */
export function HomeVisual({ visual }: { visual: HomeVisualContent }) {
  return (
    <>
      <Backlight />
      <Screen module={visual.module} view={visual.view} status={visual.status}>
        <SignalAlert alert={visual.alert} />
        <div className={cn(labelClass, "px-4 pt-3 pb-1 max-md:hidden")}>{visual.queueLabel}</div>
        <div className="max-md:hidden">
          <FeedBlock items={visual.queue} />
        </div>
      </Screen>
    </>
  );
}
