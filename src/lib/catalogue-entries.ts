import { type CollectionEntry, getCollection, getEntry } from "astro:content";

import { industryPath, solutionPath } from "./paths.ts";

type Catalogue = "solutions" | "industries";

/** An entry's data with the address of its page. */
export type Listed<Collection extends Catalogue> = CollectionEntry<Collection>["data"] & { path: string };

/** An industry, each of its solution cards carrying the name and address of the solution it names. */
export type ListedIndustry = Omit<Listed<"industries">, "solutions"> & {
  solutions: (Omit<Listed<"industries">["solutions"][number], "solution"> & {
    solution: { name: string; path: string };
  })[];
};

const inOrder = <Entry extends { data: { order: number } }>(entries: Entry[]) =>
  entries.sort((a, b) => a.data.order - b.data.order);

/** The solutions, in the editor's order: Astro returns a collection in no set order. */
export async function listSolutions(): Promise<Listed<"solutions">[]> {
  return inOrder(await getCollection("solutions")).map((entry) => ({ ...entry.data, path: solutionPath(entry) }));
}

/**
 * The industries, in the editor's order, their solutions resolved. Astro only logs a reference
 * to a solution that does not exist; this fails the build, naming the industry and the id.
 */
export async function listIndustries(): Promise<ListedIndustry[]> {
  const industries = inOrder(await getCollection("industries"));
  return Promise.all(
    industries.map(async (entry) => ({
      ...entry.data,
      path: industryPath(entry),
      solutions: await Promise.all(
        entry.data.solutions.map(async ({ solution: link, ...card }) => {
          const solution = link && (await getEntry(link));
          if (!solution)
            throw new Error(
              `src/content/industries.yaml: industry "${entry.id}" names the solution "${link?.id}", which src/content/solutions.yaml does not have`,
            );
          return { ...card, solution: { name: solution.data.name, path: solutionPath(solution) } };
        }),
      ),
    })),
  );
}
