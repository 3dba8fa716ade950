import { X } from "lucide-react";

import { cn } from "#src/lib/cn.ts";

/** The round X button that closes a dialog or a panel; its label says what it closes. */
export function CloseButton({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<"button">, "children"> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink-900",
        className,
      )}
      {...props}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
