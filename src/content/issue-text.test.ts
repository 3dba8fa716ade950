import { z } from "astro/zod";
import { describe, expect, it } from "vitest";

import { fieldProblems, issueText } from "./issue-text.ts";

const said = (schema: z.ZodType, value: unknown) => fieldProblems(schema, value).map((problem) => problem.message);

describe("a schema's objection in plain words", () => {
  it("names a text's limit and its length", () => {
    expect(said(z.string().max(52), "x".repeat(65))).toEqual(["Keep this within 52 characters: it has 65."]);
    expect(said(z.string().min(1), "")).toEqual(["Write something here: it is empty."]);
    expect(said(z.string().min(20), "short")).toEqual(["Write at least 20 characters: it has 5."]);
    expect(said(z.string().length(3), "abcd")).toEqual(["Write exactly 3 characters: it has 4."]);
  });

  it("counts a list's items and a number's bounds", () => {
    expect(said(z.array(z.string()).max(2), ["a", "b", "c"])).toEqual(["Keep at most 2 items: it has 3."]);
    expect(said(z.array(z.string()).min(4), ["a"])).toEqual(["Add at least 4 items: it has 1."]);
    expect(said(z.number().max(100), 140)).toEqual(["Keep this at 100 or less: it is 140."]);
    expect(said(z.number().positive(), 0)).toEqual(["Make this more than 0: it is 0."]);
  });

  it("asks for what is missing, and for a choice among the allowed ones", () => {
    expect(said(z.object({ title: z.string() }), {})).toEqual(["Fill this in."]);
    expect(said(z.enum(["shield", "radar"]), "lock")).toEqual(["Choose one of: shield, radar."]);
    expect(said(z.url(), "example")).toEqual(["Write a full address, starting with https://."]);
  });

  it("keeps a schema's own words", () => {
    expect(said(z.string().regex(/^[a-z-]+$/, "lower-case letters and -"), "A")).toEqual(["lower-case letters and -"]);
    expect(said(z.string().max(5, "SEO titles are cut after 5 characters"), "longer")).toEqual([
      "SEO titles are cut after 5 characters",
    ]);
  });

  it("lists every field at fault, nested ones under their list's place", () => {
    const schema = z.object({ cards: z.array(z.object({ title: z.string().max(10), text: z.string().min(1) })) });
    expect(
      fieldProblems(
        schema,
        {
          cards: [
            { title: "ok", text: "ok" },
            { title: "x".repeat(12), text: "" },
          ],
        },
        ["home"],
      ),
    ).toEqual([
      { path: ["home", "cards", 1, "title"], message: "Keep this within 10 characters: it has 12." },
      { path: ["home", "cards", 1, "text"], message: "Write something here: it is empty." },
    ]);
  });

  it("reads the count from the issue's input when Zod kept it", () => {
    const result = z.string().max(3).safeParse("abcdef", { reportInput: true });
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    if (!issue) throw new Error("an issue was expected");
    expect(issueText(issue)).toBe("Keep this within 3 characters: it has 6.");
  });
});
