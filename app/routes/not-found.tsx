import { ArrowLeft, House } from "lucide-react";
import { Link, useNavigate } from "react-router";

import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/sections/page-hero";
import { buildMeta } from "~/lib/meta";

export const notFoundTitle = "We couldn't locate the page you requested";

export const meta = () =>
  buildMeta({
    title: "Page not found",
    description: "The page you asked for does not exist. Go back or return to the Sentinel AI home page.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <PageHero
      eyebrow="Error 404"
      title={notFoundTitle}
      description="The link may be out of date, or the address may have a typo."
    >
      <div className="mt-9 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/"))}
          className={buttonClasses({ variant: "ghost", size: "lg" })}
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          Go back
        </button>
        <Link to="/" className={buttonClasses({ size: "lg" })}>
          <House className="size-5" aria-hidden="true" />
          Go Home
        </Link>
      </div>
    </PageHero>
  );
}
