import { Send } from "lucide-react";
import { useLocation } from "react-router";

import { roiCalculator } from "#app/content/roi-calculator.ts";
import { Field, FieldLabel, Input } from "#app/components/ui/field.tsx";
import { insertLead } from "#app/lib/leads/client.ts";
import { roiEstimatePayload } from "#app/lib/leads/payload.ts";
import { useLeadForm } from "#app/lib/leads/use-lead-form.ts";
import { type RoiEstimateValues, roiEstimateRules } from "#app/lib/leads/validation.ts";

import { Honeypot, PrivacyNotice, SubmitButton } from "./form-extras.tsx";

const empty: RoiEstimateValues = { name: "", email: "", company: "" };

const fieldsOf = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const;

/**
 * "Send me this estimate": stores a demo request whose message is the estimate on screen, with
 * its shareable link (DESIGN 5). Validation, toasts and honeypot are the other forms'.
 */
export function RoiEstimateForm({ estimate }: { estimate: () => string }) {
  const { send } = roiCalculator;
  const { pathname } = useLocation();
  const form = useLeadForm({
    empty,
    rules: roiEstimateRules,
    label: "ROI estimate",
    send: (values) => insertLead("contact_messages", roiEstimatePayload(values, estimate(), pathname)),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} className="relative grid gap-4">
      <Honeypot />
      {fieldsOf.map(({ name, type, autoComplete }) => (
        <Field key={name}>
          <FieldLabel htmlFor={`roi-send-${name}`}>{send.labels[name]}</FieldLabel>
          <Input
            id={`roi-send-${name}`}
            type={type}
            autoComplete={autoComplete}
            required
            placeholder={send.placeholders[name]}
            {...form.field(name)}
          />
        </Field>
      ))}
      <SubmitButton submitting={form.submitting} className="mt-1 w-full">
        <Send className="size-5" aria-hidden="true" />
        {send.submit}
      </SubmitButton>
      <PrivacyNotice />
    </form>
  );
}
