import { ArrowRight, Calculator } from "lucide-react";

import type { InstitutionType, RoiCalculatorCopy } from "#src/content/roi-calculator.ts";
import { roiCalculatorPath } from "#src/lib/paths.ts";

/** The short call to action on detail pages; an industry page starts the calculator at its type. */
export function RoiCta({ copy, institution }: { copy: RoiCalculatorCopy["cta"]; institution?: InstitutionType }) {
  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-7">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-violet-50 text-brand-purple">
          <Calculator className="size-5" aria-hidden="true" />
        </span>
        <h3 className="text-lg font-bold text-ink-900">{copy.title}</h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">{copy.description}</p>
      <a
        href={roiCalculatorPath(institution)}
        className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-purple underline-offset-4 hover:underline"
      >
        {copy.link}
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}
