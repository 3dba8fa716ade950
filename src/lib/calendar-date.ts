// Dates without a time, as frontmatter gives them: midnight UTC, so read in UTC.
const dayMonthYear = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const ordinal = new Intl.PluralRules("en-IN", { type: "ordinal" });
const suffixes: Partial<Record<Intl.LDMLPluralRule, string>> = { one: "st", two: "nd", few: "rd" };

/**
 * A calendar date in words, "28 August 2025", or with an ordinal day, "28th August 2025";
 * with the `YYYY-MM-DD` form a `<time dateTime>` carries.
 */
export function calendarDate(date: Date, { ordinalDay = false } = {}): { iso: string; label: string } {
  const label = dayMonthYear
    .formatToParts(date)
    .map(({ type, value }) =>
      type === "day" && ordinalDay ? `${value}${suffixes[ordinal.select(Number(value))] ?? "th"}` : value,
    )
    .join("");
  return { iso: date.toISOString().slice(0, 10), label };
}
