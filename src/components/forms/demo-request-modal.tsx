import type { FormsCopy } from "#src/content/controls/forms.ts";
import type { FormNotices } from "#src/content/notices.ts";
import { Dialog, closeDialog } from "#src/components/ui/dialog.tsx";
import { Field, FieldLabel, Input, Textarea } from "#src/components/ui/field.tsx";
import { insertLead } from "#src/lib/leads/client.ts";
import { $noticeLanguage } from "#src/lib/notice-language.ts";
import { demoPayload } from "#src/lib/leads/payload.ts";
import { useLeadForm } from "#src/lib/leads/use-lead-form.ts";
import { type DemoValues, demoRules } from "#src/lib/leads/validation.ts";

import { DEMO_REQUEST_DIALOG } from "#src/lib/dialog-ids.ts";
import { DataNotice } from "./data-notice.tsx";
import { Honeypot, SubmitButton } from "./form-extras.tsx";

const empty: DemoValues = { name: "", phone: "", email: "", company: "", message: "" };

/** Stores the request as a contact message (deliberate deviation, DESIGN 5), then clears and closes. */
export function DemoRequestModal({
  copy: demoModal,
  toasts,
  notices,
}: {
  copy: FormsCopy["demoRequest"];
  toasts: FormsCopy["toasts"];
  notices: FormNotices;
}) {
  const { form, field, sending } = useLeadForm({
    empty,
    rules: demoRules,
    messages: demoModal.errors,
    toasts,
    label: "Demo request",
    send: (values) =>
      insertLead("contact_messages", demoPayload(values, window.location.pathname, $noticeLanguage.get())),
    onSent: () => closeDialog(DEMO_REQUEST_DIALOG),
  });

  return (
    <Dialog id={DEMO_REQUEST_DIALOG} title={demoModal.title} description={demoModal.description}>
      <form {...form} className="relative grid gap-4">
        <Honeypot />
        <Field>
          <FieldLabel htmlFor="demo-name">{demoModal.labels.name}</FieldLabel>
          <Input
            id="demo-name"
            autoComplete="name"
            required
            placeholder={demoModal.placeholders.name}
            {...field("name")}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="demo-phone">{demoModal.labels.phone}</FieldLabel>
          <Input
            id="demo-phone"
            type="tel"
            autoComplete="tel"
            required
            placeholder={demoModal.placeholders.phone}
            {...field("phone")}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="demo-email">{demoModal.labels.email}</FieldLabel>
          <Input
            id="demo-email"
            type="email"
            autoComplete="email"
            required
            placeholder={demoModal.placeholders.email}
            {...field("email")}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="demo-company">{demoModal.labels.company}</FieldLabel>
          <Input
            id="demo-company"
            autoComplete="organization"
            required
            placeholder={demoModal.placeholders.company}
            {...field("company")}
          />
        </Field>
        <Field>
          <FieldLabel htmlFor="demo-message">{demoModal.labels.message}</FieldLabel>
          <Textarea id="demo-message" rows={3} placeholder={demoModal.placeholders.message} {...field("message")} />
        </Field>
        <SubmitButton sending={sending} className="mt-2 w-full">
          {demoModal.submit}
        </SubmitButton>
        <DataNotice notices={notices} />
      </form>
    </Dialog>
  );
}
