import { useId } from "react";

import { interfaceText } from "#src/content/interface.ts";
import { cn } from "#src/lib/cn.ts";

import { CloseButton } from "./close-button.tsx";
import { PageToasts, Toasts } from "./toasts.tsx";

/**
 * The button that opens a Dialog. It does so through the browser's invoker commands, so the
 * dialog opens on the first tap after the first paint, before the page's script has run or
 * without it.
 */
export function DialogTrigger({ dialog, ...props }: Omit<React.ComponentProps<"button">, "type"> & { dialog: string }) {
  return <button type="button" aria-haspopup="dialog" commandfor={dialog} command="show-modal" {...props} />;
}

/** Closes the dialog with this id, as its close button does. */
export function closeDialog(id: string) {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

/**
 * A modal on the native <dialog>, and the browser owns its state: a DialogTrigger opens it,
 * focus is trapped inside and given back to the trigger when it closes, and it closes on
 * Escape, on its close button and on a click on the backdrop (closedby="any"), with or
 * without script. Toasts from the forms in it show on its own toaster, above the backdrop
 * that covers the page's; a success closes it and shows on the page's.
 */
export function Dialog({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const toasterId = useId();

  return (
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={titleId}
      data-toaster={toasterId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-ink-950/70",
        className,
      )}
    >
      <div className="relative p-6 sm:p-8">
        <CloseButton label={interfaceText.close} commandfor={id} command="close" className="absolute top-4 right-4" />
        <h2 id={titleId} className="pr-10 text-2xl font-bold text-ink-900">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-slate-600">
            {description}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </div>
      <Toasts id={toasterId} />
      <PageToasts />
    </dialog>
  );
}
