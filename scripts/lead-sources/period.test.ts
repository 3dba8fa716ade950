import { describe, expect, it } from "vitest";

import { bucketStart, granularity, indiaDay, reportPeriod } from "./period.ts";

// Wednesday 26 November 2025, 00:10 in India: still the 25th in UTC.
const now = new Date("2025-11-25T18:40:00Z");

describe("a sources report's period", () => {
  it("ends today in India, whatever the day is in UTC", () => {
    expect(indiaDay(now)).toBe("2025-11-26");
    expect(indiaDay(new Date("2025-11-25T18:29:59Z"))).toBe("2025-11-25");
  });

  it("goes back 12 weeks by default, this one included, from a Monday", () => {
    expect(reportPeriod({ by: "week", now })).toEqual({
      by: "week",
      since: "2025-09-08",
      until: "2025-11-26",
      days: 80,
      previousSince: "2025-06-20",
      previousUntil: "2025-09-07",
      buckets: [
        "2025-09-08",
        "2025-09-15",
        "2025-09-22",
        "2025-09-29",
        "2025-10-06",
        "2025-10-13",
        "2025-10-20",
        "2025-10-27",
        "2025-11-03",
        "2025-11-10",
        "2025-11-17",
        "2025-11-24",
      ],
    });
  });

  it("goes back 6 months by default by month, from the first of one", () => {
    const period = reportPeriod({ by: "month", now });
    expect(period).toMatchObject({ since: "2025-06-01", until: "2025-11-26", days: 179 });
    expect(period).toMatchObject({ previousSince: "2024-12-04", previousUntil: "2025-05-31" });
    expect(period.buckets).toEqual([
      "2025-06-01",
      "2025-07-01",
      "2025-08-01",
      "2025-09-01",
      "2025-10-01",
      "2025-11-01",
    ]);
  });

  it("compares --since to today with as many days just before it", () => {
    const period = reportPeriod({ since: "2025-11-05", by: "week", now });
    expect(period).toMatchObject({
      since: "2025-11-05",
      days: 22,
      previousSince: "2025-10-14",
      previousUntil: "2025-11-04",
    });
    // The first week is the one --since falls in, from its Monday.
    expect(period.buckets).toEqual(["2025-11-03", "2025-11-10", "2025-11-17", "2025-11-24"]);
    expect(reportPeriod({ since: "2025-11-26", by: "month", now })).toMatchObject({
      days: 1,
      previousSince: "2025-11-25",
      buckets: ["2025-11-01"],
    });
  });

  it("starts weeks on Monday (ISO weeks), across a year's end", () => {
    expect(bucketStart("2025-11-30", "week")).toBe("2025-11-24");
    expect(bucketStart("2025-12-01", "week")).toBe("2025-12-01");
    expect(bucketStart("2026-01-01", "week")).toBe("2025-12-29");
    expect(bucketStart("2024-02-29", "month")).toBe("2024-02-01");
  });

  it("refuses a date it cannot read, a day after today and an unknown grouping, naming the option", () => {
    expect(() => reportPeriod({ since: "yesterday", by: "week", now })).toThrow(
      '--since takes a date such as 2025-11-03 (a day in India time), got "yesterday"',
    );
    expect(() => reportPeriod({ since: "2025-02-30", by: "week", now })).toThrow(/--since takes a date/);
    expect(() => reportPeriod({ since: "2025-11-26T09:00:00Z", by: "week", now })).toThrow(/--since takes a date/);
    expect(() => reportPeriod({ since: "2025-11-27", by: "week", now })).toThrow(
      "--since 2025-11-27 is after today (2025-11-26 in India time)",
    );
    expect(() => granularity("day")).toThrow('--by must be week or month, got "day"');
    expect(granularity(undefined)).toBe("week");
  });
});
