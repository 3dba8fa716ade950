import { ChevronDown } from "lucide-react";

import { cn } from "#src/lib/cn.ts";

const control =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-slate-500 transition-colors focus:border-brand-purple focus:ring-2 focus:ring-brand-purple/25 focus:outline-none aria-[invalid=true]:border-rose-500 aria-[invalid=true]:ring-rose-500/20";

export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5", className)} {...props} />;
}

export function FieldLabel({ className, ...props }: React.ComponentProps<"label">) {
  return <label className={cn("text-sm font-semibold text-ink-900", className)} {...props} />;
}

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(control, className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(control, "resize-y", className)} {...props} />;
}

/**
 * A native <select> drawn like the text fields, with its own chevron. React applies an
 * uncontrolled select's defaultValue only as the select mounts, while a form action resets the
 * form to its fields' defaults (lib/leads/use-lead-form.ts): a new default mounts a new select,
 * so the reset lands on it.
 */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        key={props.defaultValue === undefined ? undefined : String(props.defaultValue)}
        className={cn(control, "appearance-none pr-11", className)}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
