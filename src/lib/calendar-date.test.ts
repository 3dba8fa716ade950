import { afterEach, describe, expect, it, vi } from "vitest";

import { calendarDate } from "./calendar-date.ts";

describe("calendarDate", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("writes a frontmatter date as day, month and year, with its ISO form", () => {
    expect(calendarDate(new Date("2025-08-28"))).toEqual({ iso: "2025-08-28", label: "28 August 2025" });
  });

  it.each([
    ["2026-11-25", "25th November 2026"],
    ["2026-11-01", "1st November 2026"],
    ["2026-11-02", "2nd November 2026"],
    ["2026-11-03", "3rd November 2026"],
    ["2026-11-11", "11th November 2026"],
    ["2026-11-12", "12th November 2026"],
    ["2026-11-13", "13th November 2026"],
    ["2026-10-21", "21st October 2026"],
    ["2026-10-22", "22nd October 2026"],
    ["2026-10-31", "31st October 2026"],
  ])("writes %s with an ordinal day as %s", (iso, label) => {
    expect(calendarDate(new Date(iso), { ordinalDay: true })).toEqual({ iso, label });
  });

  it("reads the date in UTC, as frontmatter gives it, whatever the build's time zone", async () => {
    vi.stubEnv("TZ", "America/Los_Angeles");
    vi.resetModules();
    const { calendarDate: inLosAngeles } = await import("./calendar-date.ts");
    expect(inLosAngeles(new Date("2025-08-28")).label).toBe("28 August 2025");
  });
});
