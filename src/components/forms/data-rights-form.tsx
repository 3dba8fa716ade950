import { Clock, MailCheck } from "lucide-react";
import { useActionState, useId, useLayoutEffect, useRef, useState } from "react";

import type { DataRightsCopy } from "#src/content/pages/data-rights.ts";
import { buttonClasses } from "#src/components/ui/button.ts";
import { Field, FieldLabel, Input, Textarea } from "#src/components/ui/field.tsx";
import { useAnnouncedHeading } from "#src/lib/announced-heading.ts";
import { cn } from "#src/lib/cn.ts";
import { callDataRights } from "#src/lib/leads/client.ts";
import { CORRECTION_MAX_LENGTH, DATA_RIGHTS_KINDS } from "#shared/data-rights-requests.ts";
import { indiaTime } from "#src/lib/data-rights/india-time.ts";
import type { RequestAnswer } from "#src/lib/data-rights/outcome.ts";
import type { DataRightsValues } from "#src/lib/data-rights/request.ts";
import {
  type EditingRequest,
  type RequestFormState,
  initialRequest,
  submitRequest,
} from "#src/lib/data-rights/submit.ts";

import { Honeypot, SubmitButton } from "./form-extras.tsx";

type FormCopy = DataRightsCopy["form"];

const hintClass = "text-sm leading-relaxed text-slate-500";
const errorClass = "text-sm font-medium text-rose-700";

/** What the page says for the database's answer, with its time in India where it has one. */
function answerCopy(copy: FormCopy, answer: RequestAnswer): { title: string; text: string } {
  if (answer.status === "queued")
    return { ...copy.queued, text: copy.queued.text.replace("{time}", indiaTime(new Date(answer.send_at))) };
  if (answer.status === "limited")
    return { ...copy.spent, text: copy.spent.text.replace("{time}", indiaTime(new Date(answer.retry_at))) };
  return copy.sent;
}

/** The answer, the same for every address: the page never tells whether we know it. */
export function RequestSent({
  copy,
  answer,
  onAnother,
}: {
  copy: FormCopy;
  answer: RequestAnswer;
  onAnother?: () => void;
}) {
  const heading = useAnnouncedHeading<HTMLHeadingElement>();
  const { title, text } = answerCopy(copy, answer);
  // A spent mailbox was sent nothing: it reads as a wait, not as a link on its way.
  const spent = answer.status === "limited";
  const Icon = answer.status === "sent" ? MailCheck : Clock;
  return (
    <div
      role="status"
      className={cn("rounded-2xl p-6 ring-1", spent ? "bg-amber-50 ring-amber-200" : "bg-emerald-50 ring-emerald-200")}
    >
      <h3 ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold text-ink-900 outline-none">
        <Icon className={cn("size-5", spent ? "text-amber-700" : "text-emerald-700")} aria-hidden="true" />
        {title}
      </h3>
      <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
      <button type="button" onClick={onAnother} className={buttonClasses({ variant: "outline", className: "mt-5" })}>
        {copy.another}
      </button>
    </div>
  );
}

/**
 * The request form at /data-rights: an address, what is asked (a radio group), and the
 * correction when a correction is asked. Checked on submit, the first failing field named beside
 * it and focused; what was typed stays after any failure; busy while the request runs.
 */
export function DataRightsForm({ copy }: { copy: FormCopy }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, dispatch, pending] = useActionState(
    (_previous: RequestFormState, data: FormData) =>
      submitRequest(
        data,
        (args) => callDataRights("request_data_rights", args),
        (cause) => console.error("Data-rights request failed", cause),
      ),
    initialRequest,
  );
  // "Make another request" sets the answer aside and shows an empty form.
  const [setAside, setSetAside] = useState<RequestFormState | null>(null);
  if (state.step === "sent" && setAside !== state) {
    return <RequestSent copy={copy} answer={state.answer} onAnother={() => setSetAside(state)} />;
  }
  return (
    <RequestFields
      id={id}
      copy={copy}
      state={state.step === "editing" ? state : initialRequest}
      pending={pending}
      formRef={formRef}
      action={dispatch}
    />
  );
}

function RequestFields({
  id,
  copy,
  state,
  pending,
  formRef,
  action,
}: {
  id: string;
  copy: FormCopy;
  state: EditingRequest;
  pending: boolean;
  formRef: React.RefObject<HTMLFormElement | null>;
  action: (data: FormData) => void;
}) {
  const { values, invalid, alert } = state;
  const fieldId = (name: keyof DataRightsValues) => `${id}-${name}`;
  const errorId = `${id}-error`;
  const message =
    invalid &&
    (invalid.message === "correctionTooLong"
      ? copy.errors.correctionTooLong.replace("{max}", CORRECTION_MAX_LENGTH.toLocaleString("en-IN"))
      : copy.errors[invalid.message]);
  /** aria-invalid and the error beside a field whose rule failed; its hint otherwise. */
  const described = (name: keyof DataRightsValues, hint?: string) => ({
    "aria-invalid": invalid?.field === name ? true : undefined,
    "aria-describedby": invalid?.field === name ? errorId : hint,
  });
  const error = (name: keyof DataRightsValues) =>
    invalid?.field === name && (
      <p id={errorId} className={errorClass}>
        {message}
      </p>
    );

  // Focus goes to the failing field once the form shows what the press left in it.
  useLayoutEffect(() => {
    if (!invalid) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[name="${invalid.field}"]`);
    target?.focus();
  }, [invalid, formRef]);

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      // A press while a request runs does not reach the action, which would reset the form.
      onSubmit={(event) => pending && event.preventDefault()}
      className="group/request relative grid gap-6"
    >
      <Honeypot />
      <Field>
        <FieldLabel htmlFor={fieldId("email")}>{copy.labels.email}</FieldLabel>
        <Input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email}
          {...described("email", `${id}-email-hint`)}
        />
        {error("email") || (
          <p id={`${id}-email-hint`} className={hintClass}>
            {copy.hints.email}
          </p>
        )}
      </Field>
      <fieldset className="grid gap-3" {...described("kind")}>
        <legend className="text-sm font-semibold text-ink-900">{copy.labels.kind}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-2">
          {DATA_RIGHTS_KINDS.map((option) => (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-base text-ink-900 transition-colors has-checked:border-brand-purple has-checked:bg-brand-purple/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-purple",
                invalid?.field === "kind" ? "border-rose-500" : "border-slate-300 hover:border-ink-900",
              )}
            >
              <input
                type="radio"
                name="kind"
                value={option}
                defaultChecked={values.kind === option}
                className="size-4 accent-brand-purple focus-visible:outline-none"
              />
              {copy.kinds[option]}
            </label>
          ))}
        </div>
        {error("kind")}
      </fieldset>
      {/* Shown by CSS, not state: a choice made while the page's script loads still shows it. */}
      <div className="hidden flex-col gap-1.5 group-has-[input[value=correction]:checked]/request:flex">
        <FieldLabel htmlFor={fieldId("correction")}>{copy.labels.correction}</FieldLabel>
        <Textarea
          id={fieldId("correction")}
          name="correction"
          rows={4}
          required
          defaultValue={values.correction}
          {...described("correction", `${id}-correction-hint`)}
        />
        {error("correction") || (
          <p id={`${id}-correction-hint`} className={hintClass}>
            {copy.hints.correction}
          </p>
        )}
      </div>
      {alert && (
        <div role="alert" className="rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-200">
          <p className="font-semibold text-rose-800">{copy[alert].title}</p>
          <p className="mt-1 text-sm leading-relaxed text-rose-800">{copy[alert].text}</p>
        </div>
      )}
      <SubmitButton sending={pending} className="w-full sm:w-auto sm:justify-self-start">
        {copy.submit}
      </SubmitButton>
    </form>
  );
}
