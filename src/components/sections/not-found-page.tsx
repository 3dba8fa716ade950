import { ArrowLeft, House } from "lucide-react";

import { notFound } from "#src/content/not-found.ts";
import { buttonClasses } from "#src/components/ui/button.ts";

import { PageHero } from "./page-hero.tsx";

/**
 * The not-found page; the primary action, Go Home, comes first at every width. Go back is a
 * link home that src/scripts/history-back.ts turns into a step back through history, so it
 * leads somewhere before that script runs and without it.
 */
export function NotFoundPage() {
  return (
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} description={notFound.description}>
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <a href="/" className={buttonClasses({ size: "lg" })}>
          <House className="size-5" aria-hidden="true" />
          {notFound.home}
        </a>
        <a href="/" data-history-back="" className={buttonClasses({ variant: "ghost", size: "lg" })}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {notFound.back}
        </a>
      </div>
    </PageHero>
  );
}
