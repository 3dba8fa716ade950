import { CircleAlert } from "lucide-react";
import { memo } from "react";

import { cn } from "#src/lib/cn.ts";
import { type NumberField, fieldLimits } from "#src/lib/roi/fields.ts";
import { formatIndian, formatLakh, formatRupees } from "#src/lib/roi/format.ts";
import { LAKH } from "#src/lib/roi/model.ts";

import { useCalculatorReading, useRoiCalculator } from "./calculator.ts";
import { linkedBlank, linkedPlaceholder } from "./card.ts";

/** A long figure read back in lakh and crore as it is typed ("₹12 crore"); null where that adds nothing. */
function readBack(field: NumberField, value: number): string | null {
  const { unit } = fieldLimits[field];
  if (unit === "rupees" && value >= LAKH) return formatRupees(value);
  if (unit === "lakh" && value >= 100) return formatLakh(value);
  if (field === "monthlyTransactions" && value >= LAKH) return `${formatIndian(value)} a month`;
  return null;
}

/**
 * One figure: its label, the box with its unit on either side, what the typed figure reads as
 * ("₹12 crore"), its hint, and its message when it is out of range. The message is text with
 * an icon, and the box is marked invalid, so colour is never the only sign. It reads its own text
 * and message from the calculator, so a keystroke redraws its box, not the fifteen others.
 */
export const NumberInput = memo(function NumberInput({
  field,
  hint,
  readsAs,
  className,
}: {
  field: NumberField;
  /** Replaces the field's own hint. */
  hint?: string;
  /** What the figure amounts to, where the box alone cannot say ("₹21.6 crore a year"). */
  readsAs?: string;
  className?: string;
}) {
  const { copy: calculatorCopy, figures, calculator } = useRoiCalculator();
  const value = useCalculatorReading((state) => state.raw[field]);
  const error = useCalculatorReading((state) => state.errors[field]);
  const copy = calculatorCopy.fields[field];
  const id = `roi-${field}`;
  const parsed = figures.parseField(field, value);
  const words = !error && parsed.ok ? (readsAs ?? readBack(field, parsed.value)) : null;
  const help = hint ?? copy.hint;
  const described = [
    copy.prefix && `${id}-prefix`,
    copy.suffix && `${id}-suffix`,
    error ? `${id}-error` : words && `${id}-words`,
    help && `${id}-hint`,
  ].filter(Boolean);

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {copy.label}
      </label>
      <div
        className={cn(
          "flex items-center rounded-xl border bg-white transition-colors focus-within:border-brand-purple focus-within:ring-2 focus-within:ring-brand-purple/25",
          error ? "border-rose-600 ring-2 ring-rose-600/15" : "border-slate-300",
          linkedPlaceholder,
        )}
      >
        {copy.prefix && (
          <span id={`${id}-prefix`} className="pl-3.5 text-slate-500">
            {copy.prefix}
          </span>
        )}
        <input
          id={id}
          name={field}
          type="text"
          inputMode={"whole" in fieldLimits[field] ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => calculator.setField(field, event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.join(" ") || undefined}
          className="w-full min-w-0 flex-1 rounded-xl bg-transparent px-3.5 py-2.5 text-base text-ink-900 tabular-nums focus:outline-none"
        />
        {copy.suffix && (
          <span id={`${id}-suffix`} className="pr-3.5 text-sm whitespace-nowrap text-slate-500">
            {copy.suffix}
          </span>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className={cn("flex items-start gap-1.5 text-sm font-medium text-rose-700", linkedBlank)}>
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : (
        words && (
          <p id={`${id}-words`} className={cn("text-xs font-medium text-slate-600 tabular-nums", linkedBlank)}>
            {words}
          </p>
        )
      )}
      {help && (
        <p id={`${id}-hint`} className="text-xs leading-relaxed text-slate-500">
          {help}
        </p>
      )}
    </div>
  );
});
