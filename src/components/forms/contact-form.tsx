import { Send } from "lucide-react";
import { useId } from "react";

import type { FormsCopy } from "#src/content/controls/forms.ts";
import type { FormNotices } from "#src/content/notices.ts";
import { Field, FieldLabel, Input, Select, Textarea } from "#src/components/ui/field.tsx";
import { PageToasts } from "#src/components/ui/toasts.tsx";
import { insertLead } from "#src/lib/leads/client.ts";
import { $noticeLanguage } from "#src/lib/notice-language.ts";
import { contactPayload, optedIn } from "#src/lib/leads/payload.ts";
import { useLeadForm } from "#src/lib/leads/use-lead-form.ts";
import { type ContactValues, contactRules } from "#src/lib/leads/validation.ts";

import { DataNotice, MarketingOptIn } from "./data-notice.tsx";
import { Honeypot, SubmitButton } from "./form-extras.tsx";

const empty: ContactValues = {
  full_name: "",
  email: "",
  company: "",
  phone: "",
  question: "",
  message: "",
  marketing_opt_in: "",
};

/** SPEC 5: validated on submit, first failure as a toast; nothing is sent until every rule passes. */
export function ContactForm({
  copy,
  toasts,
  notices,
}: {
  copy: FormsCopy["contactForm"];
  toasts: FormsCopy["toasts"];
  notices: FormNotices;
}) {
  const { labels, placeholders, enquiryTypes, submit, errors } = copy;
  const id = useId();
  const {
    form,
    field: named,
    sending,
  } = useLeadForm({
    empty,
    rules: contactRules,
    messages: errors,
    toasts,
    optedIn: (values) => optedIn(values.marketing_opt_in),
    label: "Contact message",
    send: (values) =>
      insertLead("contact_messages", contactPayload(values, window.location.pathname, $noticeLanguage.get())),
  });
  const field = (name: keyof ContactValues) => ({ id: `${id}-${name}`, ...named(name) });
  // Visible labels as on the other forms; the placeholders are the spec's own (SPEC 2).
  const label = (name: keyof typeof labels) => <FieldLabel htmlFor={`${id}-${name}`}>{labels[name]}</FieldLabel>;

  return (
    <form {...form} className="relative grid gap-4 sm:grid-cols-2">
      <Honeypot />
      <PageToasts />
      <Field>
        {label("full_name")}
        <Input {...field("full_name")} autoComplete="name" required placeholder={placeholders.full_name} />
      </Field>
      <Field>
        {label("email")}
        <Input {...field("email")} type="email" autoComplete="email" required placeholder={placeholders.email} />
      </Field>
      <Field>
        {label("company")}
        <Input {...field("company")} autoComplete="organization" required placeholder={placeholders.company} />
      </Field>
      <Field>
        {label("phone")}
        <Input {...field("phone")} type="tel" autoComplete="tel" placeholder={placeholders.phone} />
      </Field>
      <Field className="sm:col-span-2">
        {label("question")}
        {/* The prompt is greyed while it is the choice: a required select whose value is empty is :invalid. */}
        <Select {...field("question")} required className="invalid:text-slate-500">
          <option value="">{placeholders.question}</option>
          {enquiryTypes.map((type) => (
            <option key={type} value={type} className="text-ink-900">
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field className="sm:col-span-2">
        {label("message")}
        <Textarea {...field("message")} rows={5} required placeholder={placeholders.message} />
      </Field>
      <div className="space-y-3 sm:col-span-2">
        <MarketingOptIn notices={notices} defaultChecked={named("marketing_opt_in").defaultValue !== ""} />
        <SubmitButton sending={sending} className="w-full sm:w-auto">
          <Send className="size-5" aria-hidden="true" />
          {submit}
        </SubmitButton>
        <DataNotice notices={notices} />
      </div>
    </form>
  );
}
