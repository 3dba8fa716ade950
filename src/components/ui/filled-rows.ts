// A grid of cards that fills every row, whatever the count: the cards are shared out over as few
// rows as the columns allow, the shorter rows first, and a row's cards widen to fill it. A list
// of seven on three columns reads 2, 2, 3, never 3, 3 and one card on its own.

type Width = "base" | "sm" | "md" | "lg";

/** The most cards a row holds from each width on; a width not named keeps the narrower one's. */
export type Columns = Partial<Record<Width, 1 | 2 | 3 | 4>>;

/** How many columns a card takes from each width on (a featured first card), where not one. */
export type Weights = Partial<Record<Width, 1 | 2>>;

/** The list's own classes: twelve tracks, which rows of one to four cards divide evenly. */
export const filledGrid = "grid grid-cols-12";

const TRACKS = 12;

// Written out whole, so that Tailwind finds each class in the source.
const spanClasses: Record<Width, Record<number, string>> = {
  base: { 3: "col-span-3", 4: "col-span-4", 6: "col-span-6", 8: "col-span-8", 12: "col-span-12" },
  sm: { 3: "sm:col-span-3", 4: "sm:col-span-4", 6: "sm:col-span-6", 8: "sm:col-span-8", 12: "sm:col-span-12" },
  md: { 3: "md:col-span-3", 4: "md:col-span-4", 6: "md:col-span-6", 8: "md:col-span-8", 12: "md:col-span-12" },
  lg: { 3: "lg:col-span-3", 4: "lg:col-span-4", 6: "lg:col-span-6", 8: "lg:col-span-8", 12: "lg:col-span-12" },
};

const widths: readonly Width[] = ["base", "sm", "md", "lg"];

/**
 * The tracks (of twelve) each card spans on rows of at most `columns` cards, a card of weight 2
 * counting as two: the rows differ by one card at most, the shorter ones first.
 */
export function rowSpans(weights: readonly number[], columns: number): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const rows = Math.ceil(total / columns);
  const shorter = Math.floor(total / rows);
  const longer = total % rows;
  const sizes = Array.from({ length: rows }, (_, row) => (row < rows - longer ? shorter : shorter + 1));
  let row = 0;
  let left = sizes[0] ?? 0;
  return weights.map((weight) => {
    if (left === 0) left = sizes[++row] ?? 0;
    const size = sizes[row] ?? 1;
    const taken = Math.min(weight, left);
    left -= taken;
    return (TRACKS * taken) / size;
  });
}

/** Each card's classes, in the list's order, for a list of `count` cards. */
export function filledRows(count: number, columns: Columns, lead: Weights = {}): string[] {
  const classes: string[][] = Array.from({ length: count }, () => []);
  let most = 1;
  let leadWeight = 1;
  for (const width of widths) {
    if (width !== "base" && columns[width] === undefined && lead[width] === undefined) continue;
    most = columns[width] ?? most;
    leadWeight = lead[width] ?? leadWeight;
    const weights = Array.from({ length: count }, (_, index) => (index === 0 ? Math.min(leadWeight, most) : 1));
    rowSpans(weights, most).forEach((span, index) => classes[index]?.push(spanClasses[width][span] ?? ""));
  }
  return classes.map((own) => own.join(" "));
}
