import { cn } from "#src/lib/cn.ts";

import { useRoiCalculator } from "./calculator.ts";
import { NumberInput } from "./number-field.tsx";

const badgeTone = {
  claim: "bg-violet-50 text-violet-800 ring-violet-200",
  assumption: "bg-slate-100 text-slate-700 ring-slate-300",
} as const;

/** Every figure the model assumes, editable, each saying whose figure it is. */
export function AssumptionList() {
  const { assumptions } = useRoiCalculator().copy;
  return (
    <ul className="grid gap-x-8 gap-y-7 md:grid-cols-2 xl:grid-cols-3">
      {assumptions.items.map(({ key, basis, note }) => (
        <li key={key} className="flex flex-col gap-2">
          <span
            className={cn(
              "inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
              badgeTone[basis],
            )}
          >
            {assumptions.badges[basis]}
          </span>
          <NumberInput field={key} hint={note} />
        </li>
      ))}
    </ul>
  );
}
