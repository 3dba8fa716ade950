import { BASIS_PARAM, TYPE_PARAM, fieldLimits, numberFields } from "./fields.ts";

// A shared estimate is an address whose query string carries figures. The page is prerendered
// with the default example, which the build draws without knowing any query string; a linked
// estimate must never show those figures as if they were its own.

/** The query parameters of an estimate; an address with any of them links to an estimate. */
export const estimateParams: readonly string[] = [
  TYPE_PARAM,
  BASIS_PARAM,
  ...numberFields.map((field) => fieldLimits[field].param),
];

export function carriesEstimate(search: string): boolean {
  const params = new URLSearchParams(search);
  return estimateParams.some((name) => params.has(name));
}

/**
 * Set on <html> while the calculator still shows the prerendered example under a linked
 * address: its figures are drawn as neutral placeholders meanwhile (LINKED_PLACEHOLDER in
 * components/roi/card.ts), and the calculator removes it once it has drawn the linked figures.
 */
export const LINKED_ATTRIBUTE = "data-roi-linked";

/**
 * Runs inline before the calculator's markup is parsed, so the first paint already hides the
 * example's figures. Constant text: its CSP hash never changes between builds of the same
 * parameters.
 */
export const linkedEstimateScript =
  `(function(p){if(${JSON.stringify(estimateParams)}.some(function(n){return p.has(n)}))` +
  `document.documentElement.setAttribute(${JSON.stringify(LINKED_ATTRIBUTE)},"")})` +
  `(new URLSearchParams(location.search))`;
