import { useEffect, useId, useRef } from "react";

import { interfaceText } from "#app/content/interface.ts";
import { cn } from "#app/lib/cn.ts";

import { CloseButton } from "./close-button.tsx";
import { Toasts } from "./toasts.tsx";

/**
 * A modal on the native <dialog>: focus is trapped and restored by the browser; it closes
 * on Escape, on its close button and on a click on the backdrop. Toasts from the forms in it
 * show on its own toaster, above the backdrop that covers the page's.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // A drag that starts in the panel and ends on the backdrop also clicks the <dialog>.
  const pressedBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const toasterId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-toaster={toasterId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the dialog element itself, not its content, landed on the backdrop.
        if (event.target === event.currentTarget && pressedBackdrop.current) onClose();
        pressedBackdrop.current = false;
      }}
      className={cn(
        "m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-0 text-slate-700 shadow-2xl backdrop:bg-ink-950/70",
        className,
      )}
    >
      <div className="relative p-6 sm:p-8">
        <CloseButton label={interfaceText.close} onClick={onClose} className="absolute top-4 right-4" />
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
    </dialog>
  );
}
