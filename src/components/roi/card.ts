/** The white card each part of the calculator sits on. */
export const calculatorCard = "rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink-900/10 ring-slate-200 sm:p-8";
