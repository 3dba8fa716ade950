import type { ImageMetadata } from "astro";

import type { Picture } from "#src/content/picture.ts";
import type { ProductVisualContent } from "#src/content/visuals/schema.ts";
import { industryPath, solutionPath } from "#src/lib/paths.ts";

import { type ContentOf, entriesOf, onlyEntry } from "./entries.ts";
import { uploadedPicture } from "./pictures.ts";

type Catalogue = "solutions" | "industries";

/** A picture the team uploaded for an entry's opening, as the image pipeline takes it. */
export interface UploadedPicture {
  src: ImageMetadata;
  picture: Picture;
}

/** An entry's data with the address of its page, its uploaded picture if it names one, and its product picture if it has one. */
export type Listed<Collection extends Catalogue> = ContentOf<Collection> & {
  path: string;
  uploaded: UploadedPicture | undefined;
  visual: ProductVisualContent | undefined;
};

/** The picture an entry of `folder` names, resolved; a path to no file fails the page, naming the entry's file. */
function uploadedOf(folder: Catalogue, id: string, picture: Picture | undefined): UploadedPicture | undefined {
  return picture && { src: uploadedPicture(picture.image, `src/content/${folder}/${id}.yaml`), picture };
}

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
  const [solutions, visuals] = await Promise.all([entriesOf("solutions"), onlyEntry("pictureSolutions")]);
  return inOrder(solutions).map((entry) => ({
    ...entry.data,
    path: solutionPath({ collection: "solutions", id: entry.id }),
    uploaded: uploadedOf("solutions", entry.id, entry.data.picture),
    visual: visuals[entry.id],
  }));
}

/** The industries, in the editor's order, their solutions resolved; a solution that does not exist fails the build, naming both. */
export async function listIndustries(): Promise<ListedIndustry[]> {
  const [industries, solutions, visuals] = await Promise.all([
    entriesOf("industries"),
    listSolutions(),
    onlyEntry("pictureIndustries"),
  ]);
  return inOrder(industries).map((entry) => ({
    ...entry.data,
    path: industryPath({ collection: "industries", id: entry.id }),
    uploaded: uploadedOf("industries", entry.id, entry.data.picture),
    visual: visuals[entry.id],
    solutions: entry.data.solutions.map(({ solution: link, ...card }) => {
      const solution = solutions.find((candidate) => candidate.id === link.id);
      if (!solution)
        throw new Error(
          `src/content/industries.yaml: industry "${entry.id}" names the solution "${link.id}", which src/content/solutions.yaml does not have`,
        );
      return { ...card, solution: { name: solution.name, path: solution.path } };
    }),
  }));
}
