/** The white card each part of the calculator sits on. */
export const calculatorCard = "rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink-900/10 ring-slate-200 sm:p-8";

// While <html> carries data-roi-linked (lib/roi/linked-estimate.ts), the prerendered page is
// still drawing the default example under an address that links to another estimate: the
// figures give way to neutral placeholders until the calculator has drawn the linked ones.
// The layout is the same either way, so nothing moves when they appear.

/** A block of figures: a grey panel of the same size, with nothing on it. */
export const linkedPlaceholder =
  "[[data-roi-linked]_&]:rounded-xl [[data-roi-linked]_&]:bg-slate-100 [[data-roi-linked]_&_*]:invisible";

/** A line that only reads a figure back: left blank. */
export const linkedBlank = "[[data-roi-linked]_&]:invisible";
