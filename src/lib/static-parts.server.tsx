import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

import { islandPrefix } from "#src/components/layout/island.tsx";

/**
 * Renders each static part of a page to markup (app/components/layout/static-part.tsx), at
 * the page's own address, so its links and current-page marks read as in the page. Each part
 * has its own prefix for useId: an id in one cannot repeat one in another, or one React gives
 * the page around them.
 */
export function renderParts<Name extends string>(
  request: Request,
  parts: Record<Name, React.ReactNode>,
): Record<Name, string> {
  const { pathname, search } = new URL(request.url);
  return mapEntries(parts, (name, part) =>
    renderToStaticMarkup(<MemoryRouter initialEntries={[pathname + search]}>{part}</MemoryRouter>, {
      identifierPrefix: `${name}-`,
    }),
  );
}

/**
 * Renders each island of a page (app/components/layout/island.tsx) as the browser will hydrate
 * it: as a root of its own, with its own useId prefix, and without the router, which an island
 * has no access to.
 */
export function renderIslands<Name extends string>(islands: Record<Name, React.ReactNode>): Record<Name, string> {
  return mapEntries(islands, (name, island) => renderToString(island, { identifierPrefix: islandPrefix(name) }));
}

function mapEntries<Name extends string>(
  entries: Record<Name, React.ReactNode>,
  render: (name: Name, node: React.ReactNode) => string,
): Record<Name, string> {
  const pairs = Object.entries(entries) as [Name, React.ReactNode][];
  return Object.fromEntries(pairs.map(([name, node]) => [name, render(name, node)])) as Record<Name, string>;
}
