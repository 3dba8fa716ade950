/**
 * The browser's own prefetch: a page of the site is fetched when a link to it is hovered or
 * pressed ("moderate" eagerness), so following it feels instant. It needs no script and no
 * request before the first paint; links to files (`download`) and to new tabs are left alone.
 * Constant text: its CSP hash (astro.config.ts) never changes between builds.
 */
export const speculationRules = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [{ href_matches: "/*" }, { not: { selector_matches: "[download], [target=_blank]" } }],
      },
      eagerness: "moderate",
    },
  ],
});
