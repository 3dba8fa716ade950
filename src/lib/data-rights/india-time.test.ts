import { describe, expect, it } from "vitest";

import { indiaTime } from "./india-time.ts";

describe("indiaTime", () => {
  const now = new Date("2026-12-07T09:00:00Z");

  it("writes a time later the same day in India as the site does", () => {
    expect(indiaTime(new Date("2026-12-07T09:05:30Z"), now)).toBe("14:35 IST");
    expect(indiaTime(new Date("2026-12-07T18:29:00Z"), now)).toBe("23:59 IST");
  });

  it("adds the day once India has passed midnight, though UTC has not", () => {
    expect(indiaTime(new Date("2026-12-07T18:30:00Z"), now)).toBe("00:00 IST on 8 December");
    expect(indiaTime(new Date("2027-01-01T04:00:00Z"), now)).toBe("09:30 IST on 1 January");
  });
});
