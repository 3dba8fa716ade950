/** The solutions and industries, read and checked as the build reads them, in the files' order. */
export { industries, solutions } from "#scripts/build/catalogue-files.ts";
