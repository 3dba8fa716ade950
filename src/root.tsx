import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";

import { interfaceText } from "#src/content/interface.ts";
import { HERO_END } from "#src/lib/first-view.tsx";
import { useFullStylesheet } from "#src/lib/full-stylesheet.ts";

import type { Route } from "./+types/root";
import stylesheet from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // Built pages carry the stylesheet inline instead (scripts/inline-stylesheet.ts).
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1026" />
        <Meta />
        <Links />
        {import.meta.env.DEV ? null : <InlineStylesheet href={stylesheet} />}
        {/* No paint until the header and the hero are parsed whole: painted from part of the
            document, either moves when the rest of it arrives. The browser waits for the
            element's start tag, so the mark is the hero's last child. */}
        <link rel="expect" href={`#${HERO_END}`} blocking="render" />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Where the build puts the page's part of the stylesheet inline (scripts/inline-stylesheet.ts,
 * scripts/page-stylesheet.ts; the rest follows through useFullStylesheet): the page paints
 * without fetching it, and there is no <link> for a browser to fetch or for hydration to
 * expect. React leaves the content alone when it hydrates; `npm run dev` links it instead.
 */
function InlineStylesheet({ href }: { href: string }) {
  return <style data-inline={href} dangerouslySetInnerHTML={{ __html: "" }} />;
}

export default function App() {
  useHydratedMarker();
  useFullStylesheet(stylesheet);
  return <Outlet />;
}

/**
 * Marks <html data-hydrated> once React has taken over the prerendered page. The JavaScript
 * runs at the visitor's first intent after the first paint (scripts/paint-first.ts), so this is
 * what tells anyone waiting, the end-to-end tests and the loader's replay of an early press
 * among them, that the forms and controls React draws now respond.
 */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = interfaceText.error;
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : copy.title;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-h2 font-bold text-ink-900">{title}</h1>
      <p>{copy.description}</p>
      <a href="/" className="font-semibold text-brand-purple underline">
        {copy.home}
      </a>
    </main>
  );
}
