import { industries } from "~/content/industries";
import { solutions } from "~/content/solutions";

/** The detail routes are one route per slug; the last path segment names the entry. */
function slugOf(pathname: string): string {
  return pathname.replace(/\/+$/, "").split("/").pop() ?? "";
}

export function solutionAt(pathname: string) {
  const slug = slugOf(pathname);
  return solutions.find((solution) => solution.slug === slug);
}

export function industryAt(pathname: string) {
  const slug = slugOf(pathname);
  return industries.find((industry) => industry.slug === slug);
}
