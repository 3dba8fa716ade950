import { useRoiCalculator } from "./calculator.ts";

/** How the estimate is worked out: words only. */
export function RoiMethod() {
  const { method } = useRoiCalculator().copy;
  return (
    <section aria-labelledby="roi-method-title" className="px-1 pt-2 print:p-0">
      <h2 id="roi-method-title" className="text-xl font-bold tracking-tight text-ink-900 print:text-[10pt]">
        {method.title}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm leading-relaxed text-slate-600 print:mt-1 print:space-y-0 print:text-[8pt] print:leading-snug">
        {method.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm leading-relaxed text-slate-500 print:mt-1 print:text-[8pt]">{method.disclaimer}</p>
    </section>
  );
}
