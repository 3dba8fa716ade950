import { useActionState, useLayoutEffect, useOptimistic, useRef, useState } from "react";

import { notify, toasterFor } from "#src/lib/notify.ts";

import { type Rule, firstError } from "./validation.ts";

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

type Text<Values> = { [Key in keyof Values]: string };

/** What a form says once it is sent: the same for every form (SPEC 8), in its copy. */
export interface LeadToasts {
  sent: string;
  failed: string;
  /** Under `sent` when the marketing box was ticked: its consent waits for an e-mailed link. */
  confirmInvitations: string;
}

/** A form's words: each rule's message by its key, and the toasts once it is sent. */
interface Words<Message extends string> {
  messages: Readonly<Record<NoInfer<Message>, string>>;
  toasts: LeadToasts;
}

/** Says the success toast: a message, and a second line under it. */
type Say = (message: string, description?: string) => void;

/**
 * What a submission leaves in the fields, the field whose rule failed, if one did, and the
 * error to say once the form has been reset.
 */
export interface LeadFormState<Values> {
  values: Values;
  invalid: (keyof Values & string) | null;
  error?: string;
}

/** The form's fields as text, by the names of the empty values; a field the form lacks reads empty. */
export function readFields<Values extends Text<Values>>(data: FormData, empty: Values): Values {
  const values = { ...empty };
  for (const name of Object.keys(empty) as (keyof Values & string)[]) {
    const value = data.get(name);
    if (typeof value === "string") values[name] = value as Values[typeof name];
  }
  return values;
}

/**
 * One submission, in the spec's order: a bot's (the hidden field filled in) takes the success
 * path and sends nothing; otherwise the first failing rule is returned as the error to say and nothing is
 * sent; otherwise the values are sent, and a success clears them while a failure keeps them.
 * A success with the marketing box ticked says, under the spec's words, that a link to confirm
 * it is on its way.
 */
export async function submitLead<Values extends Text<Values>, Message extends string>(
  data: FormData,
  {
    empty,
    rules,
    messages,
    toasts,
    optedIn = () => false,
    send,
    say,
    log,
  }: Words<Message> & {
    empty: Values;
    rules: readonly Rule<Values, Message>[];
    /** Whether the values ask for marketing e-mails: only forms with the box say so. */
    optedIn?: (values: Values) => boolean;
    send: (values: Values) => Promise<void>;
    say: Say;
    log: (cause: unknown) => void;
  },
): Promise<LeadFormState<Values> & { succeeded: boolean }> {
  const values = readFields(data, empty);
  const sent = () => {
    say(toasts.sent, optedIn(values) ? toasts.confirmInvitations : undefined);
    return { values: empty, invalid: null, succeeded: true };
  };
  if (data.get(HONEYPOT_FIELD)) return sent();
  const error = firstError(rules, values);
  if (error) return { values, invalid: error.field, error: messages[error.message], succeeded: false };
  try {
    await send(values);
  } catch (cause) {
    log(cause);
    return { values, invalid: null, error: toasts.failed, succeeded: false };
  }
  return sent();
}

/**
 * One lead form's life, on a form action: ordered validation (first failure as a toast,
 * nothing sent), a busy flag while the request runs, the spec's toasts, and every value kept
 * on failure.
 *
 * The fields are uncontrolled, so what a visitor types before the island hydrates stays in
 * them, and the values are read from the submission. A form whose action is a function is
 * rendered with a listener that holds a submission made before hydration and replays it
 * after (React 19), so an early press is neither lost nor sent by the browser as a GET with
 * the visitor's details in the address. React resets a form once its action ends (and every
 * other action running on the page with it); each field is reset to its default value, which
 * is what the submission left in it: the typed values after a failure, empty after a success.
 * A failure's toast shows after that reset, so nothing a visitor types once they read it is
 * undone. A success's shows at once: the form is cleared anyway, and may go with it (the
 * report card turns to its thanks), which would take a toast waiting on it along.
 */
export function useLeadForm<Values extends Text<Values>, Message extends string>({
  empty,
  rules,
  messages,
  toasts,
  optedIn,
  send,
  onSent,
  label,
}: Words<Message> & {
  empty: Values;
  rules: readonly Rule<Values, Message>[];
  /** Whether the values ask for marketing e-mails, on a form with the box. */
  optedIn?: (values: Values) => boolean;
  send: (values: Values) => Promise<void>;
  /** After a success, with what was sent. */
  onSent?: (values: Values) => void;
  /** Names the form in the error log. */
  label: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const running = useRef(false);
  const [sending, setSending] = useOptimistic(false);
  const [state, dispatch, pending] = useActionState(
    async (_previous: LeadFormState<Values>, data: FormData): Promise<LeadFormState<Values>> => {
      try {
        const { succeeded, ...next } = await submitLead(data, {
          empty,
          rules,
          messages,
          toasts,
          optedIn,
          send: (values) => {
            setSending(true);
            return send(values);
          },
          say: (message, description) => void notify("success", message, { description }),
          log: (cause) => console.error(`${label} failed`, cause),
        });
        if (succeeded) onSent?.(readFields(data, empty));
        return next;
      } finally {
        running.current = false;
      }
    },
    { values: empty, invalid: null },
  );

  // One submission at a time: a press while one runs, or a second press made before hydration
  // and replayed with the first, sends nothing, so no lead is stored twice.
  const action = (data: FormData) => {
    if (running.current) return;
    running.current = true;
    dispatch(data);
  };

  // The failing field is marked invalid until it is edited.
  const [invalid, setInvalid] = useState(state.invalid);
  const [marked, setMarked] = useState(state);
  if (marked !== state) {
    setMarked(state);
    setInvalid(state.invalid);
  }

  // Once the form has been reset to what the submission left in it: a failure's toast, in the
  // form's dialog if it has one (a success closes that dialog, so its toast shows on the page),
  // and focus on the failing field.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (state.error) void notify("error", state.error, { toaster: toasterFor(element) });
    const field = state.invalid && element?.elements.namedItem(state.invalid);
    if (field instanceof HTMLElement) field.focus();
  }, [state]);

  const form = {
    ref: formRef,
    action,
    noValidate: true,
    // A press while a request runs does not even reach the action, which would reset the form.
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      if (pending) event.preventDefault();
    },
    onChange: (event: React.ChangeEvent<HTMLFormElement>) => {
      const edited = event.nativeEvent.target;
      if (edited instanceof Element && edited.getAttribute("name") === invalid) setInvalid(null);
    },
  };

  /** Props for a field: its name, what the last submission left in it, and aria-invalid. */
  const field = (name: keyof Values & string) => ({
    name,
    defaultValue: state.values[name],
    "aria-invalid": invalid === name ? true : undefined,
  });

  return { form, field, sending };
}
