// The report form's country list (src/content/countries.yaml): the 195 sovereign countries
// plus "Other". The database's check constraint mirrors it (countries.test.ts). The report
// card's script imports the file itself (a Vite import, scripts/build/yaml-modules.ts), so the
// browser gets the list without the schema; the `countries` collection checks it at build.
import { z } from "astro/zod";

export const countriesSchema = z.strictObject({
  countries: z
    .array(z.string().min(2))
    .min(1)
    .describe(
      "The dropdown's options, in order, \"Other\" last; a new migration must change the database's check to match.",
    ),
});
