import { alertFeed } from "#src/content/controls/alert-feed.ts";
import type { AlertSeverity, SampleAlert, SampleAlerts } from "#src/content/overviews.ts";
import { cardClasses } from "#src/components/ui/card.ts";
import { IconBadge } from "#src/components/ui/icon-badge.tsx";
import { cn } from "#src/lib/cn.ts";

const tones: Record<AlertSeverity, { badge: string; icon: string }> = {
  critical: { badge: "bg-rose-50 text-rose-700 ring-rose-200", icon: "bg-rose-100 text-rose-600" },
  high: { badge: "bg-orange-50 text-orange-700 ring-orange-200", icon: "bg-orange-100 text-orange-600" },
  medium: { badge: "bg-amber-50 text-amber-800 ring-amber-200", icon: "bg-amber-100 text-amber-700" },
};

/** The feed's three sample cards, repeated (SPEC 9): the track that AlertMarquee moves. */
export function AlertCards({ alerts }: { alerts: SampleAlerts }) {
  const copies = Array.from({ length: alertFeed.repeat }, (_, copy) => copy);
  return copies.map((copy) =>
    alerts.items.map((alert) => (
      <AlertCard key={`${copy}-${alert.kind}`} alert={alert} labels={alerts} duplicate={copy > 0} />
    )),
  );
}

function AlertCard({
  alert,
  labels: { severityLabel, severityLabels },
  duplicate,
}: {
  alert: SampleAlert;
  labels: Omit<SampleAlerts, "items">;
  duplicate: boolean;
}) {
  const tone = tones[alert.severity];
  return (
    <li
      data-testid="alert-card"
      // Screen readers hear the three cards once; the copies only make the loop seamless.
      aria-hidden={duplicate || undefined}
      className={cardClasses({
        size: "tile",
        elevation: "low",
        className: cn("flex w-72 shrink-0 flex-col sm:w-80", duplicate && "motion-reduce:hidden"),
      })}
    >
      <div className="flex items-center justify-between gap-3">
        <IconBadge icon={alert.icon} tone="plain" className={tone.icon} />
        <span className={cn("rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset", tone.badge)}>
          <span className="sr-only">{severityLabel}: </span>
          {severityLabels[alert.severity]}
        </span>
      </div>
      <p className="mt-4 font-bold text-ink-900">{alert.kind}</p>
      <p className="mt-1.5 flex-1 text-sm leading-relaxed text-slate-600">{alert.detail}</p>
      <p className="mt-4 flex items-center gap-2 border-t border-slate-100 pt-3 text-xs font-medium text-slate-500">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-pink" />
        {alert.source}
      </p>
    </li>
  );
}
