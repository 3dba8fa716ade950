import { Check } from "lucide-react";

import { cn } from "#src/lib/cn.ts";

import { linkedPlaceholder } from "./card.ts";

/**
 * A set of radio buttons drawn as pills. The chosen one is filled and carries a tick, so the
 * choice shows without colour; arrow keys move between them as in any radio group.
 */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  className,
}: {
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  hint?: string;
  className?: string;
}) {
  return (
    <fieldset className={className} aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div className={cn("mt-2 flex flex-wrap gap-2", linkedPlaceholder)}>
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                "inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-purple",
                checked
                  ? "border-ink-900 bg-ink-900 text-white"
                  : "border-slate-300 bg-white text-ink-900 hover:border-ink-900",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              {checked && <Check className="size-4" aria-hidden="true" />}
              {option.label}
            </label>
          );
        })}
      </div>
      {hint && (
        <p id={`${name}-hint`} className="mt-2 text-xs leading-relaxed text-slate-500">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
