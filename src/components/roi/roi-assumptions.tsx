import { AssumptionList } from "./assumption-list.tsx";
import { useRoiCalculator } from "./calculator.ts";
import { calculatorCard } from "./card.ts";

/** Every figure the estimate assumes, editable. */
export function RoiAssumptions() {
  const { assumptions } = useRoiCalculator().copy;
  return (
    <section aria-labelledby="roi-assumptions-title" className={calculatorCard}>
      <h2 id="roi-assumptions-title" className="text-2xl font-bold tracking-tight text-ink-900">
        {assumptions.title}
      </h2>
      <p className="mt-1.5 max-w-3xl text-sm leading-relaxed text-slate-600">{assumptions.description}</p>
      <div className="mt-7">
        <AssumptionList />
      </div>
    </section>
  );
}
