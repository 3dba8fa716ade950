// Unit tests check content as the build does: with the figures and sources of the files in use.
import { takeValuesOfFiles } from "#src/collections/values-files.ts";

takeValuesOfFiles();
