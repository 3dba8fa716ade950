import { ArrowLeft, House } from "lucide-react";
import { Link, type MetaDescriptor, useNavigate } from "react-router";

import { notFound } from "#src/content/not-found.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { brand } from "#shared/brand.ts";

import { PageHero } from "./page-hero.tsx";

/** A page that is not there: its title and description, and no place in search results. */
export const notFoundMeta = (): MetaDescriptor[] => [
  { title: `${notFound.seo.title} | ${brand.name}` },
  { name: "description", content: notFound.seo.description },
  { name: "robots", content: "noindex" },
];

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
