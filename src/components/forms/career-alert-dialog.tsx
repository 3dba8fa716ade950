import type { FormsCopy } from "#src/content/controls/forms.ts";
import type { FormNotices } from "#src/content/notices.ts";
import { Dialog, closeDialog } from "#src/components/ui/dialog.tsx";
import { Field, FieldLabel, Input } from "#src/components/ui/field.tsx";
import { insertLead } from "#src/lib/leads/client.ts";
import { $noticeLanguage } from "#src/lib/notice-language.ts";
import { careerAlertPayload } from "#src/lib/leads/payload.ts";
import { useLeadForm } from "#src/lib/leads/use-lead-form.ts";
import { type CareerAlertValues, careerAlertRules } from "#src/lib/leads/validation.ts";

import { CAREER_ALERT_DIALOG } from "#src/lib/dialog-ids.ts";
import { DataNotice } from "./data-notice.tsx";
import { Honeypot, SubmitButton } from "./form-extras.tsx";

const empty: CareerAlertValues = { full_name: "", email: "" };

/** The sign-up dialog that 'Notify Me When Roles Open' opens (source careers-notify). */
export function CareerAlertDialog({
  copy,
  toasts,
  notices,
}: {
  copy: FormsCopy["careerAlerts"];
  toasts: FormsCopy["toasts"];
  notices: FormNotices;
}) {
  const { form, field, sending } = useLeadForm({
    empty,
    rules: careerAlertRules,
    messages: copy.errors,
    toasts,
    label: "Careers alert sign-up",
    send: (values) => insertLead("career_alerts", careerAlertPayload(values, $noticeLanguage.get())),
    onSent: () => closeDialog(CAREER_ALERT_DIALOG),
  });

  return (
    <Dialog id={CAREER_ALERT_DIALOG} title={copy.title} description={copy.description}>
      <form {...form} className="relative grid gap-4">
        <Honeypot />
        <Field>
          <FieldLabel htmlFor="career-alert-name">{copy.fullName}</FieldLabel>
          <Input id="career-alert-name" autoComplete="name" required {...field("full_name")} />
        </Field>
        <Field>
          <FieldLabel htmlFor="career-alert-email">{copy.email}</FieldLabel>
          <Input id="career-alert-email" type="email" autoComplete="email" required {...field("email")} />
        </Field>
        <SubmitButton sending={sending} className="mt-2 w-full">
          {copy.submit}
        </SubmitButton>
        <DataNotice notices={notices} />
      </form>
    </Dialog>
  );
}
