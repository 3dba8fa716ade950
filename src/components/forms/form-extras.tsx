import { interfaceText } from "#src/content/interface.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { HONEYPOT_FIELD } from "#src/lib/leads/use-lead-form.ts";
import { cn } from "#src/lib/cn.ts";

/**
 * A field people never see, reach or hear; bots fill it in. Clipped in place rather than moved
 * off-screen: inside the flipped report card an off-screen offset is mirrored to the right and
 * widens the page on phones.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="sr-only">
      <label>
        {interfaceText.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The submit button: labelled "Sending…" and marked busy while the request runs, so no lead is
 * sent twice (useLeadForm ignores a submit while one runs). It stays focusable meanwhile: a
 * natively disabled button would drop a keyboard user's focus to the page body. It is never
 * disabled while the page's script loads: a press before then is held by the form's action
 * (lib/leads/use-lead-form.ts). Without scripting the form cannot send, and says where to
 * write instead.
 */
export function SubmitButton({
  sending,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "type"> & { sending: boolean }) {
  const { formNeedsScript } = interfaceText;
  return (
    <>
      <button
        type="submit"
        aria-disabled={sending || undefined}
        aria-busy={sending}
        className={buttonClasses({
          size: "lg",
          className: cn("aria-disabled:cursor-not-allowed aria-disabled:opacity-60", className),
        })}
        {...props}
      >
        {sending ? interfaceText.sending : children}
      </button>
      <noscript>
        <p className="text-sm text-slate-600">
          {formNeedsScript.before}{" "}
          <a href={`mailto:${formNeedsScript.email}`} className="font-medium text-ink-900 underline underline-offset-2">
            {formNeedsScript.email}
          </a>{" "}
          {formNeedsScript.after}
        </p>
      </noscript>
    </>
  );
}
