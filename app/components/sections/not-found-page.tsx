import { ArrowLeft, House } from "lucide-react";
import { Link, useNavigate } from "react-router";

import { notFound } from "#app/content/not-found.ts";
import { buttonClasses } from "#app/components/ui/button.ts";
import { buildMeta } from "#app/lib/meta.ts";

import { PageHero } from "./page-hero.tsx";

export const notFoundMeta = () => buildMeta({ ...notFound.seo, path: "/404", noindex: true });

/** The not-found page; the primary action, Go Home, comes first at every width. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageHero eyebrow={notFound.eyebrow} title={notFound.title} description={notFound.description}>
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          <House className="size-5" aria-hidden="true" />
          {notFound.home}
        </Link>
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
          className={buttonClasses({ variant: "ghost", size: "lg" })}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          {notFound.back}
        </button>
      </div>
    </PageHero>
  );
}
