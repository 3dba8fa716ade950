// `npm run leads -- sources` through the running server, on PGlite and on PostgreSQL: leads
// seeded across forms, pages, campaigns, referring sites and weeks (and the weeks before),
// counted by the view public.lead_sources and summed by the CLI.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { careerAlert, contactMessage, reportRequest } from "#tests/support/lead-rows.ts";
import { testDatabases } from "#tests/support/databases.ts";
import type { Database } from "#server/db/database.ts";
import { type RunningServer, startServer } from "#server/server.ts";
import { sourcesReport } from "#scripts/leads.ts";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..");

/** Wednesday 25 November 2026, noon in India. */
const NOW = new Date("2026-11-25T06:30:00Z");

interface Seed {
  form: "contact-us-form" | "demo-request-modal" | "roi-calculator" | "report" | "careers";
  /** When the lead arrived, in UTC: India is 5 h 30 min ahead. */
  at: string;
  landing_path: string;
  source?: [utm_source: string, utm_medium: string, utm_campaign: string];
  referrer_host?: string;
}

const google: Seed["source"] = ["google", "cpc", "diwali-2026"];
const linkedin: Seed["source"] = ["linkedin", "social", "fraud-report-2026"];
const newsletter: Seed["source"] = ["newsletter", "email", "q4-digest"];
/** A campaign name a spreadsheet would read as a formula. */
const retarget: Seed["source"] = ["newsletter", "email", "-retarget"];

/** A lead: its form, when it came, its landing page, campaign (source, medium, name) and referring site. */
const lead = (form: Seed["form"], at: string, landing_path: string, source?: Seed["source"], referrer_host?: string) =>
  ({ form, at, landing_path, source, referrer_host }) satisfies Seed;

const LEADS: Seed[] = [
  // From Monday 2 November 2026, India time, to today: four weeks, the last one begun.
  lead("contact-us-form", "2026-11-01T19:00:00Z", "/", google, "www.google.com"),
  lead("demo-request-modal", "2026-11-03T06:00:00Z", "/solutions/transaction-monitoring", google, "www.google.com"),
  lead("report", "2026-11-10T05:00:00Z", "/resources/fraud-report", linkedin, "www.linkedin.com"),
  lead("report", "2026-11-11T05:00:00Z", "/resources/fraud-report", linkedin, "www.linkedin.com"),
  lead("careers", "2026-11-12T05:00:00Z", "/careers"),
  lead("roi-calculator", "2026-11-17T05:00:00Z", "/roi-calculator", retarget, "mail.google.com"),
  lead("contact-us-form", "2026-11-18T05:00:00Z", "/", google, "www.google.com"),
  lead("demo-request-modal", "2026-11-19T05:00:00Z", "/"),
  // 23:59 on Sunday and 00:00 on Monday in India: two weeks apart, though one UTC day.
  lead("contact-us-form", "2026-11-22T18:29:00Z", "/contact", newsletter, "mail.google.com"),
  lead("demo-request-modal", "2026-11-22T18:30:00Z", "/solutions/transaction-monitoring", google, "www.google.com"),
  lead("report", "2026-11-25T05:00:00Z", "/resources/fraud-report", linkedin, "www.linkedin.com"),
  // The 24 days before: 9 October to 1 November 2026, India time.
  lead("contact-us-form", "2026-11-01T18:00:00Z", "/", google, "www.google.com"),
  lead("report", "2026-10-08T18:40:00Z", "/resources/fraud-report", linkedin, "www.linkedin.com"),
  lead("report", "2026-10-19T05:00:00Z", "/", undefined, "www.bing.com"),
  lead("careers", "2026-10-21T05:00:00Z", "/careers"),
  lead("contact-us-form", "2026-10-24T05:00:00Z", "/contact", newsletter, "mail.google.com"),
  // 23:50 on 8 October in India: before both periods.
  lead("contact-us-form", "2026-10-08T18:20:00Z", "/", google, "www.google.com"),
];

/** Visits counted per day, as public.count_visit leaves them: [day in India, page, campaign, referring site, visits]. */
const VISITS: [string, string, Seed["source"], string | undefined, number][] = [
  ["2026-11-03", "/", google, "www.google.com", 40],
  ["2026-11-03", "/solutions/transaction-monitoring", google, "www.google.com", 10],
  ["2026-11-10", "/resources/fraud-report", linkedin, "www.linkedin.com", 20],
  ["2026-11-18", "/", google, "www.google.com", 30],
  ["2026-11-18", "/", undefined, undefined, 12],
  ["2026-11-24", "/contact", newsletter, "mail.google.com", 5],
  // Before the period: 20 October.
  ["2026-10-20", "/", google, "www.google.com", 25],
];

async function seedVisits(db: Database) {
  for (const [day, landing_path, source, referrer_host, visits] of VISITS) {
    const [utm_source, utm_medium, utm_campaign] = source ?? [];
    await db.query(
      `insert into public.visit_counts (day, landing_path, utm_source, utm_medium, utm_campaign, referrer_host, visits)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [day, landing_path, utm_source ?? null, utm_medium ?? null, utm_campaign ?? null, referrer_host ?? null, visits],
    );
  }
}

/** The person behind every seeded lead, who must appear in no report. */
const PERSON = {
  first_name: "Ishaan",
  last_name: "Seedwala",
  full_name: "Ishaan Seedwala",
  company: "Zephyrine Holdings",
};
const email = (index: number) => `ishaan.seedwala.${index}@zephyrine-holdings.example`;

/** A seeded lead's row, written as the tables' owner: only the owner may date a lead in the past. */
async function seed(db: Database, lead: Seed, index: number) {
  const [utm_source, utm_medium, utm_campaign] = lead.source ?? [];
  const visit = {
    landing_path: lead.landing_path,
    utm_source,
    utm_medium,
    utm_campaign,
    referrer_host: lead.referrer_host,
  };
  const [table, row] =
    lead.form === "report"
      ? ["download_report", reportRequest(email(index), { ...PERSON, full_name: undefined, ...visit })]
      : lead.form === "careers"
        ? ["career_alerts", careerAlert(email(index), { full_name: PERSON.full_name, ...visit })]
        : ["contact_messages", contactMessage(email(index), { ...PERSON, form_source: lead.form, ...visit })];
  const values = Object.entries({ ...row, created_at: lead.at }).filter(([, value]) => value !== undefined);
  await db.query(
    `insert into public.${table} (${values.map(([column]) => column).join(", ")})
     values (${values.map((_, position) => `$${position + 1}`).join(", ")})`,
    values.map(([, value]) => value),
  );
}

const TEXT = `Visits and leads by where they came from: 2 Nov 2026 to 25 Nov 2026 (24 days, India time), by week
Changes against the 24 days before: 9 Oct 2026 to 1 Nov 2026
A column is the week (Monday to Sunday) from the day it names, shown when it had a visit or a lead; the first and last count only days in the period.
Conversion is leads per visit. A visit has no form: the form's table counts leads alone.

All         2 Nov  9 Nov  16 Nov  23 Nov  Total  Before       Change
----------  -----  -----  ------  ------  -----  ------  -----------
Visits         50     20      42       5    117      25  +92 (+368%)
Leads           2      3       4       2     11       5   +6 (+120%)
Conversion   4.0%  15.0%    9.5%   40.0%   9.4%   20.0%

Form             2 Nov  9 Nov  16 Nov  23 Nov  Leads  Before     Change
---------------  -----  -----  ------  ------  -----  ------  ---------
Contact form         1      0       2       0      3       2  +1 (+50%)
Report download      0      2       0       1      3       2  +1 (+50%)
Demo request         1      0       1       1      3       0   +3 (new)
Careers alert        0      1       0       0      1       1     0 (0%)
ROI estimate         0      0       1       0      1       0   +1 (new)

Landing page                       2 Nov  9 Nov  16 Nov  23 Nov  Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change
---------------------------------  -----  -----  ------  ------  ------  -----  ----------  -------------  ------------  -----------------  ----------
/                                      1      0       2       0      82      3        3.7%             25             2               8.0%   +1 (+50%)
/resources/fraud-report                0      2       0       1      20      3       15.0%              0             1                  –  +2 (+200%)
/solutions/transaction-monitoring      1      0       0       1      10      2       20.0%              0             0                  –    +2 (new)
/contact                               0      0       1       0       5      1       20.0%              0             1                  –      0 (0%)
/careers                               0      1       0       0       0      1           –              0             1                  –      0 (0%)
/roi-calculator                        0      0       1       0       0      1           –              0             0                  –    +1 (new)

Campaign source (utm_source)  2 Nov  9 Nov  16 Nov  23 Nov  Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change
----------------------------  -----  -----  ------  ------  ------  -----  ----------  -------------  ------------  -----------------  ----------
google                            2      0       1       1      80      4        5.0%             25             1               4.0%  +3 (+300%)
linkedin                          0      2       0       1      20      3       15.0%              0             1                  –  +2 (+200%)
(not set)                         0      1       1       0      12      2       16.7%              0             2                  –      0 (0%)
newsletter                        0      0       2       0       5      2       40.0%              0             1                  –  +1 (+100%)

Campaign medium (utm_medium)  2 Nov  9 Nov  16 Nov  23 Nov  Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change
----------------------------  -----  -----  ------  ------  ------  -----  ----------  -------------  ------------  -----------------  ----------
cpc                               2      0       1       1      80      4        5.0%             25             1               4.0%  +3 (+300%)
social                            0      2       0       1      20      3       15.0%              0             1                  –  +2 (+200%)
(not set)                         0      1       1       0      12      2       16.7%              0             2                  –      0 (0%)
email                             0      0       2       0       5      2       40.0%              0             1                  –  +1 (+100%)

Campaign (utm_campaign)  2 Nov  9 Nov  16 Nov  23 Nov  Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change
-----------------------  -----  -----  ------  ------  ------  -----  ----------  -------------  ------------  -----------------  ----------
diwali-2026                  2      0       1       1      80      4        5.0%             25             1               4.0%  +3 (+300%)
fraud-report-2026            0      2       0       1      20      3       15.0%              0             1                  –  +2 (+200%)
(not set)                    0      1       1       0      12      2       16.7%              0             2                  –      0 (0%)
q4-digest                    0      0       1       0       5      1       20.0%              0             1                  –      0 (0%)
-retarget                    0      0       1       0       0      1           –              0             0                  –    +1 (new)

Referring site    2 Nov  9 Nov  16 Nov  23 Nov  Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change
----------------  -----  -----  ------  ------  ------  -----  ----------  -------------  ------------  -----------------  ----------
www.google.com        2      0       1       1      80      4        5.0%             25             1               4.0%  +3 (+300%)
www.linkedin.com      0      2       0       1      20      3       15.0%              0             1                  –  +2 (+200%)
(not set)             0      1       1       0      12      2       16.7%              0             1                  –  +1 (+100%)
mail.google.com       0      0       2       0       5      2       40.0%              0             1                  –  +1 (+100%)
www.bing.com          0      0       0       0       0      0           –              0             1                  –  -1 (-100%)
`;

const CSV = `dimension,value,2026-11-02,2026-11-09,2026-11-16,2026-11-23,visits,leads,conversion,previous_visits,previous_leads,previous_conversion,change,change_percent
all,All,2,3,4,2,117,11,0.094,25,5,0.2,6,120
form,Contact form,1,0,2,0,,3,,,2,,1,50
form,Report download,0,2,0,1,,3,,,2,,1,50
form,Demo request,1,0,1,1,,3,,,0,,3,
form,Careers alert,0,1,0,0,,1,,,1,,0,0
form,ROI estimate,0,0,1,0,,1,,,0,,1,
landing_path,/,1,0,2,0,82,3,0.0366,25,2,0.08,1,50
landing_path,/resources/fraud-report,0,2,0,1,20,3,0.15,0,1,,2,200
landing_path,/solutions/transaction-monitoring,1,0,0,1,10,2,0.2,0,0,,2,
landing_path,/contact,0,0,1,0,5,1,0.2,0,1,,0,0
landing_path,/careers,0,1,0,0,0,1,,0,1,,0,0
landing_path,/roi-calculator,0,0,1,0,0,1,,0,0,,1,
utm_source,google,2,0,1,1,80,4,0.05,25,1,0.04,3,300
utm_source,linkedin,0,2,0,1,20,3,0.15,0,1,,2,200
utm_source,,0,1,1,0,12,2,0.1667,0,2,,0,0
utm_source,newsletter,0,0,2,0,5,2,0.4,0,1,,1,100
utm_medium,cpc,2,0,1,1,80,4,0.05,25,1,0.04,3,300
utm_medium,social,0,2,0,1,20,3,0.15,0,1,,2,200
utm_medium,,0,1,1,0,12,2,0.1667,0,2,,0,0
utm_medium,email,0,0,2,0,5,2,0.4,0,1,,1,100
utm_campaign,diwali-2026,2,0,1,1,80,4,0.05,25,1,0.04,3,300
utm_campaign,fraud-report-2026,0,2,0,1,20,3,0.15,0,1,,2,200
utm_campaign,,0,1,1,0,12,2,0.1667,0,2,,0,0
utm_campaign,q4-digest,0,0,1,0,5,1,0.2,0,1,,0,0
utm_campaign,'-retarget,0,0,1,0,0,1,,0,0,,1,
referrer_host,www.google.com,2,0,1,1,80,4,0.05,25,1,0.04,3,300
referrer_host,www.linkedin.com,0,2,0,1,20,3,0.15,0,1,,2,200
referrer_host,,0,1,1,0,12,2,0.1667,0,1,,1,100
referrer_host,mail.google.com,0,0,2,0,5,2,0.4,0,1,,1,100
referrer_host,www.bing.com,0,0,0,0,0,0,,0,1,,-1,-100
`;

describe.each(testDatabases("npm run leads -- sources"))(
  "npm run leads -- sources on $name",
  ({ skip, openMigrated }) => {
    let dataDir: string;
    let server: RunningServer;
    let close: (() => void) | undefined;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      if (skip) return;
      const handles = await openMigrated();
      close = handles.close;
      dataDir = mkdtempSync(join(tmpdir(), "sentinel-lead-sources-"));
      mkdirSync(join(dataDir, "site"));
      server = await startServer(
        { host: "127.0.0.1", port: 0, dataDir, clientDir: join(dataDir, "site"), rateLimitPerMinute: 0, trustProxy: 0 },
        { db: handles.db, delivery: false },
      );
      env = { HOST: "127.0.0.1", PORT: new URL(server.url).port, DATA_DIR: dataDir };
      for (const [index, lead] of LEADS.entries()) await seed(server.db, lead, index);
      await seedVisits(server.db);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      close?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it.skipIf(skip)(
      "counts each form, landing page, campaign and referring site per week, against the days before",
      async () => {
        expect(await sourcesReport({ since: "2026-11-02", now: NOW }, env)).toBe(TEXT);
      },
    );

    it.skipIf(skip)(
      "writes the same figures as CSV, with a campaign that reads as a formula kept as text",
      async () => {
        expect(await sourcesReport({ since: "2026-11-02", format: "csv", now: NOW }, env)).toBe(CSV);
      },
    );

    it.skipIf(skip)("groups by month, against as many days before", async () => {
      const csv = await sourcesReport({ since: "2026-10-20", by: "month", format: "csv", now: NOW }, env);
      // 20 October to 25 November (37 days) against 13 September to 19 October.
      expect(csv.split("\n").slice(0, 3)).toEqual([
        "dimension,value,2026-10,2026-11,visits,leads,conversion,previous_visits,previous_leads,previous_conversion,change,change_percent",
        "all,All,2,12,142,14,0.0986,0,3,,11,367",
        "form,Contact form,1,4,,5,,,1,,4,400",
      ]);
    });

    it.skipIf(skip)("sets each campaign beside each landing page, or each form, with --by", async () => {
      const text = await sourcesReport({ since: "2026-11-02", by: "campaign,landing", now: NOW }, env);
      const pairs = text.split("\n\n")[2]?.split("\n") ?? [];
      expect(pairs.slice(0, 4)).toEqual([
        "Campaign (utm_campaign)  Landing page                       Visits  Leads  Conversion  Visits before  Leads before  Conversion before      Change",
        "-----------------------  ---------------------------------  ------  -----  ----------  -------------  ------------  -----------------  ----------",
        "fraud-report-2026        /resources/fraud-report                20      3       15.0%              0             1                  –  +2 (+200%)",
        "diwali-2026              /                                      70      2        2.9%             25             1               4.0%  +1 (+100%)",
      ]);
      const csv = await sourcesReport({ since: "2026-11-02", by: "month,campaign,form", format: "csv", now: NOW }, env);
      // A visit has no form: the pairs with a form count leads alone.
      expect(
        csv
          .split("\n")
          .filter((line) => line.startsWith("utm_campaign_by_form,"))
          .slice(0, 2),
      ).toEqual([
        "utm_campaign_by_form,fraud-report-2026,Report download,3,,3,,,1,,2,200",
        "utm_campaign_by_form,diwali-2026,Contact form,2,,2,,,1,,1,100",
      ]);
    });

    it.skipIf(skip)(
      "starts, without --since, on the first day with a visit or a lead, and shows only weeks with one",
      async () => {
        const text = await sourcesReport({ now: NOW }, env);
        expect(text.split("\n")[0]).toBe(
          "Visits and leads by where they came from: 8 Oct 2026 to 25 Nov 2026 (49 days, India time), by week",
        );
        // 12 October, a week with neither, has no column.
        expect(text.split("\n")[5]).toBe(
          "All         5 Oct  19 Oct  26 Oct  2 Nov  9 Nov  16 Nov  23 Nov  Total  Before      Change",
        );
      },
    );

    it.skipIf(skip)("shows no person: no e-mail, name or company in text, CSV or the page", async () => {
      const outputs = await Promise.all(
        (["text", "csv", "html"] as const).map((format) =>
          sourcesReport({ since: "2026-11-02", format, now: NOW }, env),
        ),
      );
      expect(outputs[2]).toContain("<svg");
      for (const output of outputs) {
        for (const personal of ["Ishaan", "Seedwala", "Zephyrine", "zephyrine-holdings", "+91"])
          expect(output.toLowerCase()).not.toContain(personal.toLowerCase());
      }
    });

    it.skipIf(skip)("is refused to the anon key, as the leads themselves are", async () => {
      const response = await fetch(`${server.url}/rest/v1/lead_sources?select=*`, {
        headers: { apikey: server.keys.anon },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "42501" });
    });

    it.skipIf(skip)(
      "writes the report to --out, owner-only, and says so",
      async () => {
        const out = join(dataDir, "sources.csv");
        // Under a usual umask: this test's process has the server's, which makes every file owner-only.
        const { stdout, stderr } = await run(
          "sh",
          [
            "-c",
            'umask 022 && exec "$0" "$@"',
            process.execPath,
            "scripts/leads.ts",
            "sources",
            "--since",
            "2026-11-02",
            "--format",
            "csv",
            "--out",
            out,
          ],
          { cwd: root, env: { ...process.env, ...env } },
        );
        expect(stdout).toBe("");
        expect(stderr).toBe(`Wrote where leads came from (csv) to ${out}\n`);
        // Every lead since 2 November is counted, whatever today is.
        expect(readFileSync(out, "utf8")).toMatch(/^dimension,value,2026-11-02,.*\nall,All,2,3,4,2,117,11,/);
        expect(statSync(out).mode & 0o777).toBe(0o600);
      },
      30_000,
    );
  },
);

describe("npm run leads -- sources with bad arguments", () => {
  const refused = async (...args: string[]) => {
    const error = await run(process.execPath, ["scripts/leads.ts", "sources", ...args], { cwd: root }).then(
      () => undefined,
      (failure: { code: number; stderr: string }) => failure,
    );
    return { code: error?.code, message: error?.stderr.split("\n")[0] };
  };

  it("says what was wrong and exits 1, before it reads anything", async () => {
    expect(await refused("--by", "day")).toEqual({
      code: 1,
      message: '--by takes week or month, two of form, landing, source, medium, campaign, site, or both, got "day"',
    });
    expect(await refused("--format", "json")).toEqual({
      code: 1,
      message: '--format must be text, csv or html, got "json"',
    });
    expect(await refused("--since", "last week")).toEqual({
      code: 1,
      message: '--since takes a date such as 2025-11-03 (a day in India time), got "last week"',
    });
    expect(await refused("--since", "2999-01-01")).toMatchObject({
      code: 1,
      message: expect.stringMatching(/^--since 2999-01-01 is after today/),
    });
    expect(await refused("contact_messages")).toEqual({
      code: 1,
      message: 'sources takes no argument but its options, got "contact_messages"',
    });
    expect(await refused("--until", "2026-11-25")).toMatchObject({
      code: 1,
      message: expect.stringContaining("--until"),
    });
  }, 60_000);
});
