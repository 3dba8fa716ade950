import { ArrowLeft, House } from "lucide-react";

import type { NotFoundCopy } from "#src/content/pages/not-found.ts";
import { buttonClasses } from "#src/components/ui/button.ts";

import { PageHero } from "./page-hero.tsx";

/**
 * The not-found page: Go back, then Go Home, in the spec's order at every width, on screen as
 * in the markup. Go Home keeps the primary style, as the one way out that never depends on how
 * the visitor arrived. Go back is a link home that src/scripts/history-back.ts turns into a step
 * back through history, so it leads somewhere before that script runs and without it.
 */
export function NotFoundPage({ copy }: { copy: NotFoundCopy }) {
  return (
    <PageHero eyebrow={copy.eyebrow} title={copy.title} description={copy.description}>
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <a href="/" data-history-back="" className={buttonClasses({ variant: "ghost", size: "lg" })}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {copy.back}
        </a>
        <a href="/" className={buttonClasses({ size: "lg" })}>
          <House className="size-5" aria-hidden="true" />
          {copy.home}
        </a>
      </div>
    </PageHero>
  );
}
