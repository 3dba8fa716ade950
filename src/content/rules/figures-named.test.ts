import { describe, expect, it } from "vitest";

import { figuresNamedIn } from "./figures-named.ts";

const ids = new Set(["accuracy", "fraudsAfterKyc", "reportPages"]);

describe("the figures content names", () => {
  it("are those its text names as tokens and those it names by id, each once", () => {
    const data = {
      title: "{{figure.accuracy}} accurate, and {{ figure.fraudsAfterKyc }} of frauds come after KYC",
      stats: [{ figure: "accuracy" }, { figure: "reportPages" }],
      note: "Accuracy matters, over {{figure.reportPages.withoutPlus}} pages",
    };
    expect([...figuresNamedIn(data, ids)].sort()).toEqual(["accuracy", "fraudsAfterKyc", "reportPages"]);
  });

  it("leave out a token or an id that is no figure of the table", () => {
    expect([...figuresNamedIn(["{{figure.unknown}}", "unknown", "{{name}}"], ids)]).toEqual([]);
  });
});
